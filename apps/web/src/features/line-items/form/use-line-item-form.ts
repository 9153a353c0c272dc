import {
  type Campaign,
  type Currency,
  fromUnits,
  type LineItemInput,
  type LineItemRuleContext,
  lineItemsCommittedMoney,
  type Timezone,
  toUnits,
} from '@beacon/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCurrencies, useTimezones } from '../../../lib/reference/reference-lists.ts';
import { useCampaignReference } from '../../campaigns/api/use-campaign.ts';
import { useCampaignLines } from '../api/use-line-item.ts';
import { emptyLineItemValues, type LineItemFormValues } from './line-item-form-values.ts';
import { formFlags, lineItemResolver } from './line-item-resolver.ts';

/** The money the campaign's other line items commit, and what is left of its budget for this one. */
function useCampaignBudget(campaign: Campaign | undefined, lineItemId: number | null) {
  const lines = useCampaignLines(campaign?.id ?? null).data;
  return useMemo(() => {
    if (!campaign || !lines) return { committed: null, available: null };
    const committed = lineItemsCommittedMoney(lines.filter((l) => l.id !== lineItemId));
    return { committed, available: fromUnits(toUnits(campaign.budget) - toUnits(committed)) };
  }, [campaign, lines, lineItemId]);
}

type Options = { creating: boolean; values?: LineItemFormValues; lineItemId?: number | null };

/**
 * The line-item form with its rule context: the chosen campaign (flight, time zone, budget,
 * currency ceiling), the budget its other line items already commit and the line's time zone —
 * what the shared `lineItemRuleErrors` reads on both sides.
 */
export function useLineItemForm({ creating, values, lineItemId = null }: Options) {
  const context = useRef<LineItemRuleContext>({
    budgetMax: null,
    timezone: null,
    campaign: null,
    creating,
  });
  const resolver = useMemo(() => lineItemResolver(() => context.current), []);
  const form = useForm<LineItemFormValues, unknown, LineItemInput>({
    resolver,
    defaultValues: values ?? emptyLineItemValues(),
  });
  const watched = useWatch({ control: form.control }) as LineItemFormValues;
  const campaignId = watched.campaign_id ? Number(watched.campaign_id) : null;
  const campaignQuery = useCampaignReference(campaignId);
  const campaign = campaignId !== null ? campaignQuery.data : undefined;
  const currencies = useCurrencies().data;
  const timezones = useTimezones().data;
  const budget = useCampaignBudget(campaign, lineItemId);

  const currency: Currency | null = currencies?.find((c) => c.code === campaign?.currency) ?? null;
  const timezone: Timezone | null = timezones?.find((z) => String(z.id) === watched.timezone_id) ?? null;
  context.current = {
    budgetMax: currency?.budget_max ?? null,
    timezone: timezone?.name ?? null,
    campaign: campaign
      ? {
          start_date: campaign.start_date,
          end_date: campaign.end_date,
          timezone: campaign.timezone_name,
          budget: campaign.budget,
        }
      : null,
    siblingsCommitted: budget.committed,
    creating,
  };

  // A new line takes its campaign's advertiser, time zone and flight (docs/REQUIREMENTS.md#line-items: inside
  // the flight).
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!creating || !campaign) return;
    if (!getValues('advertiser_id')) setValue('advertiser_id', String(campaign.advertiser_id));
    if (!getValues('timezone_id')) setValue('timezone_id', String(campaign.timezone_id));
    if (!getValues('start_date')) setValue('start_date', newLineStart(campaign.start_date));
    if (!getValues('end_date')) setValue('end_date', campaign.end_date);
  }, [creating, campaign, getValues, setValue]);

  const flags = formFlags(watched);
  return { form, campaign, currency, timezone, flags, available: budget.available, watched };
}
export type LineItemFormController = ReturnType<typeof useLineItemForm>;

const pad = (n: number) => String(n).padStart(2, '0');

/** The campaign's start, or today at 00:00:00 when the campaign has already started. */
function newLineStart(campaignStart: string, now: Date = new Date()): string {
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} 00:00:00`;
  return campaignStart > today ? campaignStart : today;
}
