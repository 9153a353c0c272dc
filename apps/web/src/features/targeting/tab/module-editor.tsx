import {
  TARGETING_KEYS,
  type TargetingKeyCode,
  type TargetingModule,
  type TargetingPredicateCode,
} from '@beacon/contracts';
import { Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';
import type { KeyDraft, RowErrors, TargetingDraft } from '../form/targeting-draft.ts';
import { LineTimezones, useLineZoneNames } from '../time-grid/line-timezones.tsx';
import { TimeOfWeekEditor } from '../time-grid/time-of-week-editor.tsx';
import { KeyEditor } from './key-editor.tsx';

/** Keys that say where the line reaches; including one replaces the advertiser's country. */
const PLACE_KEYS = [
  'country',
  'region',
  'city',
  'lat_long_list',
] as const satisfies readonly TargetingKeyCode[];

type Props = {
  module: TargetingModule;
  draft: TargetingDraft;
  onChange: (code: TargetingKeyCode, entry: KeyDraft) => void;
  errors: RowErrors['rows'];
  timezone: string | null;
  /** The line whose associated time zones the time module edits. */
  lineItemId: number;
  disabled: boolean;
};

/** The keys of one module, each with its editor; the time module is the hour-of-week grid. */
export function ModuleEditor({ module, draft, onChange, errors, timezone, lineItemId, disabled }: Props) {
  const { t } = useTranslation('targeting');
  const keys = TARGETING_KEYS.filter((k) => k.module === module);
  const zones = useLineZoneNames(lineItemId);
  const errorOf = (code: TargetingKeyCode, predicate: TargetingPredicateCode) => {
    const message = errors[`${code}.${predicate}`];
    return message ? translateMessage(message) : undefined;
  };

  if (module === 'time')
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('keys.user_time_of_week')}
        </Text>
        <TimeOfWeekEditor
          entry={draft.user_time_of_week}
          onChange={(entry) => onChange('user_time_of_week', entry)}
          timezone={timezone}
          zones={zones}
          error={errorOf('user_time_of_week', 'include') ?? errorOf('user_time_of_week', 'exclude')}
          disabled={disabled}
        />
        <Divider my="xs" />
        <LineTimezones lineItemId={lineItemId} disabled={disabled} />
      </Stack>
    );

  // Mirrors delivery: until a place is included, the line stays in its advertiser's country.
  const placeIncluded = PLACE_KEYS.some((code) => draft[code].include.length > 0);
  return (
    <Stack gap={0}>
      {module === 'geo' && (
        <Text size="xs" c="dimmed" mb="xs" data-testid="geo-default">
          {placeIncluded ? t('geo.default_replaced') : t('geo.default_country')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" visibleFrom="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('tab.key')}
        </Text>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('tab.include')}
        </Text>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('tab.exclude')}
        </Text>
      </SimpleGrid>
      {keys.map((key, i) => (
        <Fragment key={key.code}>
          {i > 0 && <Divider />}
          <KeyEditor
            targetingKey={key}
            entry={draft[key.code]}
            onChange={(entry) => onChange(key.code, entry)}
            errors={{ include: errorOf(key.code, 'include'), exclude: errorOf(key.code, 'exclude') }}
            disabled={disabled}
          />
        </Fragment>
      ))}
    </Stack>
  );
}
