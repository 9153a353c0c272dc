import { type EventInput, type EventRequest, eventRequestSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { submitSave } from '../../../ui/submit-save.ts';
import { useCreateEvent } from '../api/use-event-mutations.ts';
import { EventForm } from '../form/event-form.tsx';
import { EVENT_FIELDS, emptyEvent } from '../lib/event-form-values.ts';
import { eventsPaths } from '../paths.ts';

/**
 * EventCreate (/admin/events/create): a new conversion event; afterwards the list, or with "save and
 * continue" the new event's screen to choose its eligible objects and take its tag.
 */
export function EventCreatePage() {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const create = useCreateEvent();
  const form = useForm<EventRequest, unknown, EventInput>({
    resolver: zodResolver(eventRequestSchema),
    defaultValues: emptyEvent(),
  });
  const save = (stay: boolean) =>
    submitSave(form, create, EVENT_FIELDS, (event) => {
      notifySuccess('events:messages.created', { name: event.name });
      navigate(stay ? eventsPaths.edit(event.id) : eventsPaths.index);
    });
  return (
    <Stack gap="md" maw={980}>
      <PageHeading title={t('create.title')} intro={t('create.intro')} />
      <EventForm
        form={form}
        creating
        label={t('create.title')}
        onSubmit={save(false)}
        onSubmitAndContinue={() => void save(true)()}
        saving={create.isPending}
        saveLabel={t('create.submit')}
      />
    </Stack>
  );
}
