import { LINE_BUDGET_TYPES, type LineItem } from '@beacon/contracts';
import { formatAmount, formatDecimal } from '../../../lib/format/money.ts';

/**
 * A line's budget-like amount as the reader should see it: money in the campaign's currency for
 * spend budgets, a count of impressions for impression budgets.
 */
export function formatLineAmount(
  value: string | null,
  line: Pick<LineItem, 'budget_type_id' | 'currency'>,
  language: string,
  impressionsLabel: string,
): string {
  if (value === null || value === '') return '';
  if (line.budget_type_id === LINE_BUDGET_TYPES.impressions)
    return `${formatDecimal(value, language)} ${impressionsLabel}`;
  return formatAmount(value, line.currency, language);
}
