import { VAST_EVENTS } from '@beacon/contracts';
import { ActionIcon, Button, Group, Input, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, type FieldError, type UseFormRegisterReturn, useFieldArray } from 'react-hook-form';
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
    <EventRowsFrame
      label={t('fields.vast_events')}
      ids={rows.fields.map((row) => row.id)}
      lead={(index) => (
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
      )}
      url={(index) => form.register(`vast_events.${index}.url`)}
      urlError={(index) => errors?.[index]?.url}
      onRemove={rows.remove}
      onAdd={() => rows.append({ event: 'impression', url: '' })}
      addLabel={t('events.add')}
    />
  );
}

/** Progress events: a URL called at an offset (HH:mm:ss or n%) of the ad. */
export function ProgressEventRows({ controller }: { controller: CreativeFormController }) {
  const { t } = useTranslation('creatives');
  const { form } = controller;
  const rows = useFieldArray({ control: form.control, name: 'progress_events' });
  const errors = form.formState.errors.progress_events;
  return (
    <EventRowsFrame
      label={t('fields.progress_events')}
      ids={rows.fields.map((row) => row.id)}
      lead={(index) => (
        <TextInput
          size="xs"
          w={120}
          placeholder="00:00:05"
          aria-label={t('events.offset', { number: index + 1 })}
          {...form.register(`progress_events.${index}.offset`)}
          error={fieldError(errors?.[index]?.offset)}
        />
      )}
      url={(index) => form.register(`progress_events.${index}.url`)}
      urlError={(index) => errors?.[index]?.url}
      onRemove={rows.remove}
      onAdd={() => rows.append({ offset: '', url: '' })}
      addLabel={t('events.add_progress')}
    />
  );
}

/** A labelled list of event rows (a lead field, the URL, a remove button) with an add button below. */
function EventRowsFrame({
  label,
  ids,
  lead,
  url,
  urlError,
  onRemove,
  onAdd,
  addLabel,
}: {
  label: string;
  /** The rows' keys, one a row. */
  ids: string[];
  lead: (index: number) => ReactNode;
  url: (index: number) => UseFormRegisterReturn;
  urlError: (index: number) => FieldError | undefined;
  onRemove: (index: number) => void;
  onAdd: () => void;
  addLabel: string;
}) {
  const { t } = useTranslation('creatives');
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Input.Label>{label}</Input.Label>
      {ids.map((id, index) => (
        <Group key={id} gap={4} wrap="nowrap" align="flex-start">
          {lead(index)}
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            placeholder="https://"
            aria-label={t('events.url', { number: index + 1 })}
            {...url(index)}
            error={fieldError(urlError(index))}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={4}
            aria-label={t('events.remove', { number: index + 1 })}
            onClick={() => onRemove(index)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconPlus size={12} />}
        disabled={ids.length >= MAX_EVENTS}
        onClick={onAdd}
        style={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
