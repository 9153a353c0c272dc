import type { ActivityEntry } from '@beacon/contracts';
import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changesLayout, clonePeer, formatActivityValue, stateValue } from '../activity-format.ts';
import type { ValueLabels } from '../api/use-value-labels.ts';
import { fieldLabel } from './field-label.ts';

type Props = {
  entry: ActivityEntry;
  /** Where an object of this entity is edited; absent when the reader may not edit it. */
  editHref?: (id: number | string) => string;
  /** Names of logged ids (category, country, ...). */
  labels?: ValueLabels;
};

// The grid clips cells to one line; the changes wrap instead, one field per line.
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/** The changes of one entry: old → new per field, or the state at creation or deletion, or the copy. */
export function ActivityChanges({ entry, editHref, labels }: Props) {
  const { t } = useTranslation('activity');
  const named = (field: string, v: unknown) =>
    (typeof v === 'number' || typeof v === 'string') && labels?.[field]?.get(String(v));
  const value = (field: string, v: unknown): string => {
    // A frequency cap reads as a sentence: "3 ads every 1 day".
    if (field === 'frequency' && v && typeof v === 'object') {
      const cap = v as { ads: number; every: number; unit_time_id: number };
      const unit = labels?.unit_time_id?.get(String(cap.unit_time_id)) ?? String(cap.unit_time_id);
      return t('values.frequency', { ads: cap.ads, every: cap.every, unit });
    }
    return named(field, v) || formatActivityValue(v, t);
  };
  const layout = changesLayout(entry);

  if (layout === 'clone') {
    const peer = clonePeer(entry.changes);
    if (!peer)
      return (
        <Text span fz="inherit" c="dimmed">
          {t('changes.none')}
        </Text>
      );
    const target = `#${peer.id}`;
    return (
      <Text span fz="inherit">
        {t(`changes.copied_${peer.direction}`)}{' '}
        {editHref ? (
          <Anchor component={Link} to={editHref(peer.id)} fz="inherit">
            {target}
          </Anchor>
        ) : (
          target
        )}
      </Text>
    );
  }
  if (entry.changes.length === 0) {
    return (
      <Text span fz="inherit" c="dimmed">
        {t('changes.none')}
      </Text>
    );
  }
  if (layout === 'values') {
    // Compact: the whole initial (or final) state on one wrapped line.
    return (
      <Text fz="inherit" style={WRAP}>
        {entry.changes.map((change, index) => (
          <span key={change.field}>
            {index > 0 && <span aria-hidden> · </span>}
            <Text span fz="inherit" c="dimmed">
              {fieldLabel(t, change.field)}:
            </Text>{' '}
            {value(change.field, stateValue(change, entry.event))}
          </span>
        ))}
      </Text>
    );
  }
  return (
    <Stack gap={0} style={WRAP}>
      {entry.changes.map((change) => (
        <Text key={change.field} fz="inherit">
          <Text span fz="inherit" fw={500}>
            {fieldLabel(t, change.field)}:
          </Text>{' '}
          <Text span fz="inherit" c="dimmed" td="line-through">
            {value(change.field, change.old)}
          </Text>
          <span aria-hidden> → </span>
          <VisuallyHidden> {t('changes.changed_to')} </VisuallyHidden>
          <Text span fz="inherit">
            {value(change.field, change.new)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
