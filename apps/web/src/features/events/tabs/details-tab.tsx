import { type Event, type EventInput, type EventRequest, eventRequestSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { submitSave } from '../../../ui/submit-save.ts';
import { useSetEventArchived, useUpdateEvent } from '../api/use-event-mutations.ts';
import { EventForm } from '../form/event-form.tsx';
import { EVENT_FIELDS, eventToForm } from '../lib/event-form-values.ts';
import { eventsPaths } from '../paths.ts';

/**
 * The event's form. After saving the list comes back unless "save and continue" was chosen; an
 * archived event is shown read-only with the reason and, with the permission, a way to unarchive it.
 */
export function DetailsTab({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const update = useUpdateEvent(event.id);
  const form = useForm<EventRequest, unknown, EventInput>({
    resolver: zodResolver(eventRequestSchema),
    defaultValues: eventToForm(event),
  });
  const save = (stay: boolean) =>
    submitSave(form, update, EVENT_FIELDS, (saved) => {
      notifySuccess('events:messages.updated', { name: saved.name });
      if (stay) form.reset(eventToForm(saved));
      else navigate(eventsPaths.index);
    });
  return (
    <Stack gap="sm">
      {event.archived && <ArchivedNotice event={event} />}
      <EventForm
        form={form}
        creating={false}
        label={t('edit.form_label')}
        onSubmit={save(false)}
        onSubmitAndContinue={() => void save(true)()}
        saving={update.isPending}
        saveLabel={t('edit.submit')}
        readOnly={event.archived}
      />
    </Stack>
  );
}

function ArchivedNotice({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const canUnarchive = useAppAbility().can('set_active', 'Event');
  const archive = useSetEventArchived();
  return (
    <Alert color="gray" variant="light" icon={<IconArchive size={16} />} title={t('archived_notice.title')}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{t('archived_notice.reason')}</Text>
        {canUnarchive && (
          <Button
            size="xs"
            variant="default"
            style={{ flex: 'none' }}
            loading={archive.isPending}
            onClick={() => archive.mutate({ id: event.id, archived: false })}
          >
            {t('actions.unarchive')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
