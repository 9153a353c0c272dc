import { VAST_EVENTS } from '@beacon/contracts';
import { ActionIcon, Button, Group, Input, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';
import type { CreativeFormController } from './use-creative-form.ts';

const MAX_EVENTS = 50;

/** VAST tracking events (event + URL) the creative adds to the ad's own. */
export function VastEventRows({ controller }: { controller: CreativeFormController }) {
  const { t } = useTranslation('creatives');
  const { form } = controller;
  const rows = useFieldArray({ control: form.control, name: 'vast_events' });
  const errors = form.formState.errors.vast_events;
  return (
    <Stack gap={4} role="group" aria-label={t('fields.vast_events')}>
      <Input.Label>{t('fields.vast_events')}</Input.Label>
      {rows.fields.map((row, index) => (
        <Group key={row.id} gap={4} wrap="nowrap" align="flex-start">
          <Controller
            control={form.control}
            name={`vast_events.${index}.event`}
            render={({ field, fieldState }) => (
              <Select
                size="xs"
                w={170}
                aria-label={t('events.event', { number: index + 1 })}
                data={VAST_EVENTS.map((e) => ({ value: e, label: e }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldError(fieldState.error)}
                comboboxProps={{ withinPortal: true }}
                searchable
              />
            )}
          />
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            placeholder="https://"
            aria-label={t('events.url', { number: index + 1 })}
            {...form.register(`vast_events.${index}.url`)}
            error={fieldError(errors?.[index]?.url)}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={4}
            aria-label={t('events.remove', { number: index + 1 })}
            onClick={() => rows.remove(index)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconPlus size={12} />}
        disabled={rows.fields.length >= MAX_EVENTS}
        onClick={() => rows.append({ event: 'impression', url: '' })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('events.add')}
      </Button>
    </Stack>
  );
}

/** Progress events: a URL called at an offset (HH:mm:ss or n%) of the ad. */
export function ProgressEventRows({ controller }: { controller: CreativeFormController }) {
  const { t } = useTranslation('creatives');
  const { form } = controller;
  const rows = useFieldArray({ control: form.control, name: 'progress_events' });
  const errors = form.formState.errors.progress_events;
  return (
    <Stack gap={4} role="group" aria-label={t('fields.progress_events')}>
      <Input.Label>{t('fields.progress_events')}</Input.Label>
      {rows.fields.map((row, index) => (
        <Group key={row.id} gap={4} wrap="nowrap" align="flex-start">
          <TextInput
            size="xs"
            w={120}
            placeholder="00:00:05"
            aria-label={t('events.offset', { number: index + 1 })}
            {...form.register(`progress_events.${index}.offset`)}
            error={fieldError(errors?.[index]?.offset)}
          />
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            placeholder="https://"
            aria-label={t('events.url', { number: index + 1 })}
            {...form.register(`progress_events.${index}.url`)}
            error={fieldError(errors?.[index]?.url)}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={4}
            aria-label={t('events.remove', { number: index + 1 })}
            onClick={() => rows.remove(index)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconPlus size={12} />}
        disabled={rows.fields.length >= MAX_EVENTS}
        onClick={() => rows.append({ offset: '', url: '' })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('events.add_progress')}
      </Button>
    </Stack>
  );
}
