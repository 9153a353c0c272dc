import type { Creative } from '@beacon/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useReviewCreative } from '../api/use-creative-mutations.ts';
import { ReviewFindings } from '../review/review-findings.tsx';
import { ApprovalBadge } from '../table/approval-badge.tsx';

/**
 * The exchange review's verdict and its reasons with their fixes, with "Review again" (after fixing, or to
 * re-check). A rejection is drawn as a warning that stays while the creative is rejected.
 */
export function ApprovalPanel({ creative }: { creative: Creative }) {
  const { t } = useTranslation('creatives');
  const ability = useAppAbility();
  const review = useReviewCreative(creative.id);
  const rejected = creative.approval_status === 'rejected';
  const reviewedAt = creative.reviewed_at ? formatDateTime(creative.reviewed_at) : null;
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={6}
      aria-label={t('approval.title')}
      component="section"
      bg={rejected ? 'var(--mantine-color-yellow-light)' : undefined}
      style={rejected ? { borderColor: 'var(--mantine-color-yellow-6)' } : undefined}
      maw={560}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {t('approval.title')}
            </Text>
            <ApprovalBadge status={creative.approval_status} reasons={[]} />
          </Group>
          {creative.approval_reasons.length > 0 && <ReviewFindings reasons={creative.approval_reasons} />}
          {reviewedAt && (
            <Text size="xs" c="dimmed">
              {t('approval.reviewed_at', { date: reviewedAt })}
            </Text>
          )}
        </Stack>
        {ability.can('update', 'Creative') && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            loading={review.isPending}
            style={{ flexShrink: 0 }}
            onClick={() => review.mutate()}
          >
            {t('approval.review_again')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
