import { Button, Fieldset, Group, Stack, Text, Textarea, Timeline } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { notifyError } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useAddCpiNote, useCpiNotes } from '../api/use-cpi-campaign.ts';

/** The "Notes" section: the request's history, newest first, and a box to add one. */
export function CpiNotesSection({ campaignId }: { campaignId: number }) {
  const { t, i18n } = useTranslation('cpi_campaigns');
  const canAdd = useAppAbility().can('note_create', 'CpiCampaign');
  const notes = useCpiNotes(campaignId);
  const add = useAddCpiNote(campaignId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const submit = () =>
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        setError(null);
      },
      onError: (e) => {
        const key = e instanceof ApiError ? e.errors.note?.[0] : undefined;
        if (key) setError(translateMessage(key));
        else notifyError(e);
      },
    });
  const rows = notes.data?.data ?? [];
  return (
    <Fieldset legend={t('form.sections.notes')} variant="filled">
      <Stack gap="sm">
        {canAdd && (
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <Textarea
              label={t('notes.new')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={error}
              autosize
              minRows={2}
              style={{ flex: 1 }}
            />
            <Button onClick={submit} loading={add.isPending} disabled={!text.trim()}>
              {t('notes.add')}
            </Button>
          </Group>
        )}
        {notes.isSuccess && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('notes.empty')}
          </Text>
        )}
        {rows.length > 0 && (
          <Timeline bulletSize={12} lineWidth={2} aria-label={t('notes.history')}>
            {rows.map((note) => (
              <Timeline.Item
                key={note.id}
                title={
                  <Text size="xs" c="dimmed">
                    {[note.user_name ?? t('notes.someone'), when.format(new Date(note.created_at))].join(
                      ' · ',
                    )}
                  </Text>
                }
              >
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {note.note}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Fieldset>
  );
}
