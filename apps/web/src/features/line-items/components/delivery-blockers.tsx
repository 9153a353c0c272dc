import type { LineItem } from '@beacon/contracts';
import { Alert, Badge, Tooltip } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../ui/data-grid/metric-columns.tsx';
import { notWinningReason } from './winning-reason.ts';

/** "its flight has not started, no active, approved creative is associated": the server's reasons in words. */
export const blockerReasons = (line: Pick<LineItem, 'delivery_blockers'>, t: TFunction) =>
  line.delivery_blockers.map((key) => t(`common:blockers.${key}`)).join(', ');

/** On the line's screen: why it cannot bid now, when something stops it (docs/DELIVERY.md). */
export function DeliveryBlockersNote({ line }: { line: LineItem }) {
  const { t } = useTranslation('lineItems');
  if (line.delivery_blockers.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconPlayerPause size={16} />}
      title={t('delivery.not_bidding_title')}
      py={6}
      data-testid="delivery-blockers"
    >
      {t('delivery.not_bidding', { reasons: blockerReasons(line, t) })}
    </Alert>
  );
}

/**
 * The grid's Bidding Now cell: what the last hour showed; a line that did not bid and cannot bid now
 * reads "Not bidding" with the server's reasons on hover (and in its accessible name).
 */
export function BiddingCell({ line }: { line: LineItem & { bidding_status?: boolean | null } }) {
  const { t } = useTranslation('lineItems');
  // A line that did bid in the last hour shows so; the reasons explain a "Not bidding".
  if (line.bidding_status === true || line.delivery_blockers.length === 0)
    return <StatusBadge field="bidding_status" value={line.bidding_status} t={t} />;
  return (
    <OffWithReason
      label={t('dashboard:status.bidding_status_off')}
      reason={t('delivery.not_bidding', { reasons: blockerReasons(line, t) })}
      color="orange"
      testId="not-bidding"
    />
  );
}

/**
 * The grid's Winning Now cell: a line that won nothing in the last hour reads "Not winning" with the
 * reason on hover and in its accessible name (not bidding, no bid made, or outbid).
 */
export function WinningCell({
  line,
}: {
  line: LineItem & { bidding_status?: boolean | null; winning_status?: boolean | null };
}) {
  const { t } = useTranslation('lineItems');
  const why = notWinningReason(line);
  if (why === null) return <StatusBadge field="winning_status" value={line.winning_status} t={t} />;
  return (
    <OffWithReason
      label={t('dashboard:status.winning_status_off')}
      reason={t(`delivery.not_winning.${why}`, { reasons: blockerReasons(line, t) })}
      color="gray"
      testId="not-winning"
    />
  );
}

/** A status that is off, with why on hover and as its accessible name. */
function OffWithReason(props: { label: string; reason: string; color: string; testId: string }) {
  return (
    <Tooltip label={props.reason} multiline maw={320} withinPortal>
      <Badge
        size="xs"
        variant="outline"
        color={props.color}
        tt="none"
        aria-label={props.reason}
        data-testid={props.testId}
      >
        {props.label}
      </Badge>
    </Tooltip>
  );
}
