import type { CampaignInput, Currency, Timezone } from '@beacon/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCurrencies, useTimezones } from '../../../lib/reference/reference-lists.ts';
import { useAdvertiserReference } from '../../advertisers/api/use-advertiser.ts';
import { type CampaignFormValues, emptyCampaignValues } from './campaign-form-values.ts';
import { type CampaignRuleContext, campaignResolver } from './campaign-resolver.ts';

/** The browser's IANA time zone, e.g. "America/Bogota". */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The campaign form with its rule context: the chosen advertiser's currency (and that currency's
 * budget ceiling) and the chosen time zone's name, read by the shared `campaignRuleErrors`.
 */
export function useCampaignForm({ creating, values }: { creating: boolean; values?: CampaignFormValues }) {
  const context = useRef<CampaignRuleContext>({ budgetMax: null, currency: '', timezone: null, creating });
  const resolver = useMemo(() => campaignResolver(() => context.current), []);
  const form = useForm<CampaignFormValues, unknown, CampaignInput>({
    resolver,
    defaultValues: values ?? emptyCampaignValues(),
  });
  const [advertiserId, timezoneId] = useWatch({
    control: form.control,
    name: ['advertiser_id', 'timezone_id'],
  });
  const advertiser = useAdvertiserReference(advertiserId ? Number(advertiserId) : null);
  const currencies = useCurrencies().data;
  const timezones = useTimezones().data;

  const currencyCode = advertiser.data?.currency ?? null;
  const currency: Currency | null = currencies?.find((c) => c.code === currencyCode) ?? null;
  const timezone: Timezone | null = timezones?.find((z) => String(z.id) === timezoneId) ?? null;
  context.current = {
    budgetMax: currency?.budget_max ?? null,
    currency: currencyCode ?? '',
    timezone: timezone?.name ?? null,
    creating,
  };

  // A new campaign starts in the browser's time zone when the list knows it.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!creating || !timezones || getValues('timezone_id')) return;
    const own = timezones.find((z) => z.name === browserTimeZone());
    if (own) setValue('timezone_id', String(own.id));
  }, [creating, timezones, getValues, setValue]);

  return { form, currencyCode, currency, timezone };
}
export type CampaignFormController = ReturnType<typeof useCampaignForm>;
