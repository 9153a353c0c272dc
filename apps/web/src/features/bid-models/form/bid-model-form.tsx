import { Button, Checkbox, Fieldset, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import type { FormEventHandler } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldError } from '../../../ui/form-errors.ts';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { useBidModelMetrics } from '../api/use-bid-models.ts';
import { bidModelsPaths } from '../paths.ts';
import type { BidModelFormApi } from './bid-model-form-values.ts';

type Props = { form: BidModelFormApi; onSubmit: FormEventHandler<HTMLFormElement>; saving: boolean };

/** The bid model form: the model (name, description), its input metrics, and the buttons. */
export function BidModelForm({ form, onSubmit, saving }: Props) {
  const { t } = useTranslation('bid_models');
  const metrics = useBidModelMetrics();
  const { errors } = form.formState;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('create.title')}
    >
      <Stack gap="md">
        <Fieldset legend={t('form.sections.model')} variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <FieldTextInput
              form={form}
              name="name"
              label={t('fields.name')}
              description={t('form.name_hint')}
              withAsterisk
              autoFocus
            />
            <Textarea
              label={t('fields.description')}
              description={t('form.description_hint')}
              autosize
              minRows={1}
              maxRows={4}
              {...form.register('description', { setValueAs: (v: string) => (v?.trim() ? v : null) })}
              error={fieldError(errors.description)}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('form.sections.metrics')} variant="filled">
          <Controller
            control={form.control}
            name="metric_ids"
            render={({ field, fieldState }) => (
              <Checkbox.Group
                label={t('fields.metrics')}
                description={t('form.metrics_hint')}
                withAsterisk
                value={(field.value ?? []).map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                error={fieldError(fieldState.error)}
              >
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" mt="xs">
                  {(metrics.data ?? []).map((m) => (
                    <Checkbox
                      key={m.id}
                      value={String(m.id)}
                      label={t(`metrics.${m.code}.name`)}
                      description={
                        <Text span size="xs" c="dimmed">
                          {t(`metrics.${m.code}.description`)}
                        </Text>
                      }
                    />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
        </Fieldset>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={bidModelsPaths.index} variant="default">
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
