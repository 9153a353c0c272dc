import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateKey, translateMessage } from '../../../ui/translate-message.ts';

/** The fix of a review finding (`review.x` → `review_fix.x`), when the catalogue has one. */
export const reviewFix = (reason: string) => translateKey(reason.replace(/^review\./, 'review_fix.'));

/** Each reason the exchange review gave, with what to change so the next review approves. */
export function ReviewFindings({ reasons }: { reasons: string[] }) {
  const { t } = useTranslation('creatives');
  return (
    <List size="xs" spacing={4} data-testid="review-findings">
      {reasons.map((reason) => {
        const fix = reviewFix(reason);
        return (
          <List.Item key={reason}>
            <Text span fz="xs" fw={600}>
              {translateMessage(reason)}
            </Text>
            {fix && (
              <Text fz="xs" c="dimmed">
                {t('approval.fix', { fix })}
              </Text>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
