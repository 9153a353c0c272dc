import type { EventFiredCounts } from '@beacon/contracts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/format/number.ts';

const COUNTERS = [
  'events_fired_today',
  'events_fired_yesterday',
  'events_fired_past_7_days_avg',
  'events_fired_past_30_days_look_back',
] as const;

/**
 * The event's fires (each order id once) today, yesterday, a day over the last 7 days and over 30
 * days; a dash when the analytics store could not be read.
 */
export function FiredCounters({ counts }: { counts: EventFiredCounts }) {
  const { t, i18n } = useTranslation('events');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Paper withBorder radius="md" px="sm" py={6}>
      <SimpleGrid cols={4} spacing="lg" component="dl" m={0} aria-label={t('fired.label')}>
        {COUNTERS.map((key) => (
          <div key={key}>
            <Text component="dt" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t(`fields.${key}`)}
            </Text>
            <Text component="dd" size="sm" fw={500} m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {counts[key] === null ? '—' : number.format(counts[key])}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
