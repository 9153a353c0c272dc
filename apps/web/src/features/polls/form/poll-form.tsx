import { POLL_QUESTION_KINDS, type PollInput, type PollRequest, pollRequestSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, fieldError } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { useCreatePoll } from '../api/use-polls.ts';

const emptyQuestion = () => ({ text: '', kind: 'rating' as const, options: [], required: true });
const emptyPoll = (): PollRequest => ({
  title: '',
  description: '',
  active: false,
  questions: [emptyQuestion()],
});

/** A new poll with its questions; single-choice questions take one option per line. */
export function PollForm() {
  const { t } = useTranslation('polls');
  const create = useCreatePoll();
  const form = useForm<PollRequest, unknown, PollInput>({
    resolver: zodResolver(pollRequestSchema),
    defaultValues: emptyPoll(),
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notifySuccess('polls:created');
      form.reset(emptyPoll());
    } catch (error) {
      applyServerErrors(error, form.setError, ['title', 'description', 'questions']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form.label')}>
      <Stack gap="sm">
        <TextInput
          label={t('form.title')}
          required
          {...form.register('title')}
          error={fieldError(errors.title)}
        />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={2}
          {...form.register('description')}
          error={fieldError(errors.description)}
        />
        {questions.fields.map((field, index) => (
          <Fieldset key={field.id} legend={t('form.question', { n: index + 1 })} variant="filled">
            <Stack gap="xs">
              <TextInput
                label={t('form.question_text')}
                required
                {...form.register(`questions.${index}.text`)}
                error={fieldError(errors.questions?.[index]?.text)}
              />
              <Group align="flex-end" wrap="nowrap">
                <Controller
                  control={form.control}
                  name={`questions.${index}.kind`}
                  render={({ field: kind }) => (
                    <Select
                      label={t('form.kind')}
                      w={170}
                      allowDeselect={false}
                      data={POLL_QUESTION_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                      value={kind.value}
                      onChange={(v) => kind.onChange(v)}
                    />
                  )}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('form.remove_question', { n: index + 1 })}
                  disabled={questions.fields.length === 1}
                  onClick={() => questions.remove(index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {form.watch(`questions.${index}.kind`) === 'single_choice' && (
                <Controller
                  control={form.control}
                  name={`questions.${index}.options`}
                  render={({ field: options, fieldState }) => (
                    <Textarea
                      label={t('form.options')}
                      description={t('form.options_hint')}
                      autosize
                      minRows={2}
                      defaultValue={(options.value ?? []).join('\n')}
                      onChange={(e) =>
                        options.onChange(
                          e.currentTarget.value
                            .split('\n')
                            .map((line) => line.trim())
                            .filter(Boolean),
                        )
                      }
                      error={fieldError(fieldState.error)}
                    />
                  )}
                />
              )}
              <Checkbox label={t('form.required')} {...form.register(`questions.${index}.required`)} />
            </Stack>
          </Fieldset>
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => questions.append(emptyQuestion())}
          >
            {t('form.add_question')}
          </Button>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <Switch
                label={t('form.active')}
                checked={field.value ?? false}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
