import type { FieldErrors } from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import { countries, makers, tradeMarks } from '../../db/schema.ts';
import type { Executor } from '../../platform/db/client.ts';
import { currencyOf, missingLookups } from '../reference/exists.ts';

type AdvertiserReferences = {
  category_id: number;
  currency: string;
  country_id: number | null;
  maker_id: number | null;
  trade_mark_id: number | null;
};

/** Field errors for references of an advertiser that do not exist or do not fit together. */
export async function advertiserReferenceErrors(
  db: Executor,
  input: AdvertiserReferences,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const category = { field: 'category_id', list: 'advertiser_categories', id: input.category_id };
  for (const field of await missingLookups(db, [category])) errors[field] = ['validation.exists'];
  if (!(await currencyOf(db, input.currency))) errors.currency = ['validation.exists'];
  if (input.country_id !== null) {
    const [row] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, input.country_id));
    if (!row) errors.country_id = ['validation.exists'];
  }
  if (input.maker_id !== null) {
    const [row] = await db.select({ id: makers.id }).from(makers).where(eq(makers.id, input.maker_id));
    if (!row) errors.maker_id = ['validation.exists'];
  }
  if (input.trade_mark_id !== null) {
    const [row] = await db.select().from(tradeMarks).where(eq(tradeMarks.id, input.trade_mark_id));
    if (!row) errors.trade_mark_id = ['validation.exists'];
    else if (row.makerId !== input.maker_id) errors.trade_mark_id = ['validation.trade_mark_maker'];
  }
  return errors;
}
