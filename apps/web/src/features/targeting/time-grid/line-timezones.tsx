import { TIMEZONE_EMPTY } from '@beacon/contracts';
import { Button, Group, MultiSelect } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useTimezones } from '../../../lib/reference/reference-lists.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useLineTimezones, useSaveLineTimezones } from '../api/use-line-timezones.ts';

type Props = { lineItemId: number; disabled: boolean };

/**
 * The time zones of the time module (docs/REQUIREMENTS.md#targeting): with several, each device's hours
 * are read in the listed zone nearest to it, so one daypart follows users across zones. Saved on
 * its own call; choosing none is refused ("Timezone empty"), here before the call as on the server.
 */
export function LineTimezones({ lineItemId, disabled }: Props) {
  const { t } = useTranslation('targeting');
  const saved = useLineTimezones(lineItemId);
  const zones = useTimezones();
  const save = useSaveLineTimezones(lineItemId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const savedIds = (saved.data ?? []).map((z) => String(z.id));
  useEffect(() => {
    if (saved.data) setChosen(saved.data.map((z) => String(z.id)));
  }, [saved.data]);
  const changed = chosen.length !== savedIds.length || chosen.some((id) => !savedIds.includes(id));

  const submit = () => {
    if (chosen.length === 0) {
      setError(translateMessage(TIMEZONE_EMPTY));
      return;
    }
    setError(null);
    save.mutate(chosen.map(Number), {
      onSuccess: () => notifySuccess('timezone:saved'),
      onError: (e) => {
        if (e instanceof ApiError && e.code === TIMEZONE_EMPTY) setError(translateMessage(TIMEZONE_EMPTY));
        else notifyError(e);
      },
    });
  };

  return (
    <Group align="flex-start" gap="xs" wrap="nowrap" data-testid="line-timezones">
      <MultiSelect
        style={{ flex: 1 }}
        label={t('time.zones')}
        description={t('time.zones_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder={
          saved.isPending || zones.isPending
            ? t('time.zones_loading')
            : chosen.length === 0
              ? t('time.zones_none')
              : undefined
        }
        data={(zones.data ?? []).map((z) => ({
          value: String(z.id),
          label: `${z.name} (UTC${z.utc_offset})`,
        }))}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setError(null);
        }}
        error={error}
        searchable
        clearable
        maxValues={50}
        disabled={disabled}
        nothingFoundMessage={t('time.zones_nothing')}
      />
      <Button
        variant="default"
        size="sm"
        mt={24}
        onClick={submit}
        loading={save.isPending}
        disabled={disabled || !changed}
      >
        {t('time.zones_save')}
      </Button>
    </Group>
  );
}

/** Names of the line's associated zones for the grid's hint (empty: its own zone). */
export function useLineZoneNames(lineItemId: number): string[] {
  return (useLineTimezones(lineItemId).data ?? []).map((z) => z.name);
}
