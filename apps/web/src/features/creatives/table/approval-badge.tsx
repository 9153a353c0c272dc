import type { ApprovalStatus } from '@beacon/contracts';
import { Badge, List, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';

const COLOR: Record<ApprovalStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

/** The exchange approval status; the review's reasons (translation keys) show on hover. */
export function ApprovalBadge({ status, reasons }: { status: ApprovalStatus; reasons: string[] }) {
  const { t } = useTranslation('creatives');
  const badge = (
    <Badge size="sm" variant="light" color={COLOR[status]} tabIndex={reasons.length ? 0 : undefined}>
      {t(`approval.${status}`)}
    </Badge>
  );
  if (reasons.length === 0) return badge;
  return (
    <Tooltip
      withinPortal
      multiline
      w={280}
      label={
        <>
          <Text size="xs" fw={600}>
            {t('approval.reasons')}
          </Text>
          <List size="xs" c="inherit">
            {reasons.map((reason) => (
              <List.Item key={reason}>{translateMessage(reason)}</List.Item>
            ))}
          </List>
        </>
      }
    >
      {badge}
    </Tooltip>
  );
}
