import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyDraft } from '../form/targeting-draft.ts';
import type { PickedValue } from '../value-picker/picked-value.ts';
import { HourOfWeekGrid, type SlotState } from './hour-of-week-grid.tsx';

type Props = {
  entry: KeyDraft;
  onChange: (entry: KeyDraft) => void;
  /** The line item's time zone: the hours are read there unless it has associated zones. */
  timezone: string | null;
  /** The line's associated time zones: each device's hours are read in the nearest of them. */
  zones: string[];
  error?: string | undefined;
  disabled?: boolean;
};

const bySlot = (a: PickedValue, b: PickedValue) => Number(a.value) - Number(b.value);

/**
 * user_time_of_week: the grid paints included hours, or excluded ones in exclude mode. Painting a
 * slot in one mode takes it out of the other, so an hour is never both.
 */
export function TimeOfWeekEditor({ entry, onChange, timezone, zones, error, disabled }: Props) {
  const { t } = useTranslation('targeting');
  const [mode, setMode] = useState<'include' | 'exclude'>(
    entry.include.length === 0 && entry.exclude.length > 0 ? 'exclude' : 'include',
  );
  const included = new Set(entry.include.map((v) => Number(v.value)));
  const excluded = new Set(entry.exclude.map((v) => Number(v.value)));
  const stateOf = (slot: number): SlotState =>
    included.has(slot) ? 'include' : excluded.has(slot) ? 'exclude' : null;
  const other = mode === 'include' ? 'exclude' : 'include';

  const paint = (slots: number[], on: boolean) => {
    const touched = new Set(slots.map(String));
    const keep = (list: PickedValue[]) => list.filter((v) => !touched.has(v.value));
    const added = on ? slots.map((slot) => ({ value: String(slot), value_name: null })) : [];
    onChange({
      ...entry,
      [mode]: [...keep(entry[mode]), ...added].sort(bySlot),
      [other]: on ? keep(entry[other]) : entry[other],
    });
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            value={mode}
            disabled={disabled}
            onChange={(value) => setMode(value as 'include' | 'exclude')}
            data={[
              { value: 'include', label: t('tab.include') },
              { value: 'exclude', label: t('tab.exclude') },
            ]}
            aria-label={t('time.mode')}
          />
          <Text size="xs" c="dimmed">
            {zones.length > 0
              ? t('time.zone_nearest', { zones: zones.join(', ') })
              : timezone
                ? t('time.zone', { zone: timezone })
                : t('time.zone_unknown')}
          </Text>
        </Group>
        <Group gap={6}>
          <Text size="xs" c="dimmed" data-testid="time-counts">
            {t('time.counts', { included: included.size, excluded: excluded.size })}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={disabled || (included.size === 0 && excluded.size === 0)}
            onClick={() => onChange({ ...entry, include: [], exclude: [] })}
          >
            {t('time.clear')}
          </Button>
        </Group>
      </Group>
      <HourOfWeekGrid
        stateOf={stateOf}
        onPaint={paint}
        mode={mode}
        label={t('keys.user_time_of_week')}
        disabled={disabled}
      />
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
