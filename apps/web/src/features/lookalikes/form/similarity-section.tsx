import { LOOKALIKE_DEGREE_MAX, LOOKALIKE_DEGREE_MIN } from '@beacon/contracts';
import { Fieldset, Group, Input, Slider, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { numberFormat } from '../../../lib/format/number.ts';
import { fieldError } from '../../../ui/form-errors.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useLookalikeEstimate } from '../api/use-lookalike-lookups.ts';
import { idOf, type LookalikeFormApi } from './lookalike-form-values.ts';

const MARKS = [1, 3, 5, 7, 10].map((value) => ({ value, label: `${value}` }));

/** "Similarity": the degree (1 = the closest 1 % of the country … 10 = the closest 10 %) and its audience. */
export function SimilaritySection({ form }: { form: LookalikeFormApi }) {
  const { t, i18n } = useTranslation('lookalikes');
  const number = numberFormat(i18n.language);
  const countryId = idOf(form.watch('country_id'));
  const seedId = idOf(form.watch('seed_segment_id'));
  const degree = Number(form.watch('degree') ?? LOOKALIKE_DEGREE_MIN);
  const estimate = useLookalikeEstimate(countryId, seedId);
  const size = estimate.data?.sizes[degree - 1];

  let summary: string;
  if (countryId === null || seedId === null) summary = t('form.estimate_waiting');
  else if (estimate.isPending) summary = t('form.loading');
  else if (estimate.error) {
    const error = estimate.error;
    const first = error instanceof ApiError ? Object.values(error.errors)[0]?.[0] : undefined;
    summary = translateMessage(
      first ?? (error instanceof ApiError ? (error.code ?? error.message) : String(error)),
    );
  } else {
    summary = t('form.estimate', {
      size: number.format(size ?? 0),
      degree,
      total: number.format(estimate.data?.total_users ?? 0),
    });
  }

  return (
    <Fieldset legend={t('form.sections.similarity')} variant="filled">
      <Controller
        control={form.control}
        name="degree"
        render={({ field, fieldState }) => (
          <Input.Wrapper
            label={t('fields.degree')}
            description={t('form.degree_hint')}
            error={fieldError(fieldState.error)}
            withAsterisk
          >
            <Stack gap="xl" pt={36}>
              <Slider
                min={LOOKALIKE_DEGREE_MIN}
                max={LOOKALIKE_DEGREE_MAX}
                step={1}
                marks={MARKS}
                value={Number(field.value ?? LOOKALIKE_DEGREE_MIN)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                label={(value) => t('form.degree_label', { degree: value })}
                thumbLabel={t('fields.degree')}
                maw={520}
              />
              <Group gap="xs" align="baseline">
                <Text size="sm" fw={600}>
                  {t('form.estimate_title')}
                </Text>
                <Text
                  size="sm"
                  c={estimate.error ? 'red' : undefined}
                  data-testid="lookalike-estimate"
                  aria-live="polite"
                >
                  {summary}
                </Text>
              </Group>
            </Stack>
          </Input.Wrapper>
        )}
      />
    </Fieldset>
  );
}
