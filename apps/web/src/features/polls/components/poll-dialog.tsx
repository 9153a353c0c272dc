import type { Poll } from '@beacon/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useCancelPoll, usePollQuestions, useRespondToPoll } from '../api/use-polls.ts';
import { PollQuestionField } from './poll-question-field.tsx';

/** The poll's questions in a dialog: answered, or declined for the rest of the visit. */
export function PollDialog({ poll, onCancelled }: { poll: Poll; onCancelled: (flag: boolean) => void }) {
  const { t } = useTranslation('polls');
  const questions = usePollQuestions(poll.id);
  const respond = useRespondToPoll();
  const cancel = useCancelPoll();
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});

  const submit = () => {
    const list = questions.data ?? [];
    const missing = Object.fromEntries(
      list
        .filter((q) => q.required && !answers[q.id]?.trim())
        .map((q) => [q.id, t('validation.answer_required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const responses = list
      .filter((q) => answers[q.id]?.trim())
      .map((q) => ({ question_id: q.id, answer: answers[q.id]!.trim() }));
    respond.mutateAsync({ poll_id: poll.id, responses }).then(
      () => notifySuccess('polls:responses_submitted'),
      (error) => notifyError(error),
    );
  };

  const decline = () => {
    onCancelled(true);
    // The window closes at once, so the outcome is read from the promise rather than the closed dialog.
    cancel.mutateAsync(poll.id).then(
      () => notifySuccess('polls:cancelled'),
      (error) => {
        onCancelled(false);
        notifyError(error);
      },
    );
  };

  return (
    <Modal opened onClose={decline} title={poll.title} size="lg" closeOnClickOutside={false}>
      <Stack gap="md">
        {poll.description && (
          <Text size="sm" c="dimmed">
            {poll.description}
          </Text>
        )}
        {(questions.data ?? []).map((q) => (
          <PollQuestionField
            key={q.id}
            question={q}
            value={answers[q.id] ?? ''}
            error={errors[q.id] ? translateMessage(errors[q.id]!) : undefined}
            onChange={(value) => setAnswers((a) => ({ ...a, [q.id]: value }))}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={decline} loading={cancel.isPending}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={respond.isPending} disabled={!questions.data}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
