import { POLL_RATING_MAX, type PollQuestion } from '@beacon/contracts';
import { Radio, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { question: PollQuestion; value: string; error?: string; onChange: (value: string) => void };

/** One question of a poll, in the control its kind calls for. */
export function PollQuestionField({ question, value, error, onChange }: Props) {
  const { t } = useTranslation('polls');
  if (question.kind === 'text') {
    return (
      <Textarea
        label={question.text}
        required={question.required}
        autosize
        minRows={2}
        maxLength={2000}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
      />
    );
  }
  if (question.kind === 'single_choice') {
    return (
      <Radio.Group
        label={question.text}
        required={question.required}
        value={value}
        onChange={onChange}
        error={error}
      >
        <Stack gap={6} mt={6}>
          {question.options.map((option) => (
            <Radio key={option} value={option} label={option} />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`poll-q-${question.id}`}>
        {question.text}
        {question.required && (
          <Text span c="red">
            {' '}
            *
          </Text>
        )}
      </Text>
      <Rating
        count={POLL_RATING_MAX}
        value={Number(value) || 0}
        onChange={(n) => onChange(String(n))}
        aria-labelledby={`poll-q-${question.id}`}
        getSymbolLabel={(n) => t('rating_label', { n, max: POLL_RATING_MAX })}
      />
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
