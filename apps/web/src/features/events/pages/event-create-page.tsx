import { type EventInput, type EventRequest, eventRequestSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
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
    form.handleSubmit(async (values) => {
      try {
        const event = await create.mutateAsync(values);
        notifySuccess('events:messages.created', { name: event.name });
        navigate(stay ? eventsPaths.edit(event.id) : eventsPaths.index);
      } catch (error) {
        applyServerErrors(error, form.setError, [...EVENT_FIELDS]);
      }
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
