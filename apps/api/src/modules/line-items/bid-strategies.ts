import {
  type BidStrategyOption,
  bidStrategy,
  type Language,
  type LineItemFlagValues,
  lineItemFieldFlags,
} from '@beacon/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { listLookup } from '../reference/repo.ts';

/**
 * The bid strategies offered (names from the coded list, in the language asked) with the field
 * flags of each for the values given: `GET /api/list/bid_strategies` serves the whole matrix, so
 * the form renders from it and the server validates with the same function.
 */
export async function listBidStrategies(
  db: Executor,
  language: Language,
  values: LineItemFlagValues,
): Promise<BidStrategyOption[]> {
  const options = await listLookup(db, 'bid_strategies', language);
  return options.flatMap((option) => {
    const definition = bidStrategy(option.id);
    if (!definition) return [];
    return [
      {
        id: option.id,
        code: option.code,
        name: option.name,
        video_only: definition.videoOnly,
        auction: definition.auction,
        fields: lineItemFieldFlags(option.id, values),
      },
    ];
  });
}
