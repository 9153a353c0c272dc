import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ControlledSelect } from '../../../ui/controlled-select.tsx';
import { fieldError } from '../../../ui/form-errors.ts';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import type { SegmentFormApi } from './segment-form-values.ts';

/** "General": what the segment is called, its key for bidders and tags, and whose it is. */
export function GeneralSection({ form, autoFocus }: { form: SegmentFormApi; autoFocus?: boolean }) {
  const { t } = useTranslation('segments');
  const advertisers = useAdvertiserOptions();
  const { errors } = form.formState;
  return (
    <Fieldset legend={t('form.general')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t('fields.name')}
          withAsterisk
          autoFocus={autoFocus}
          {...form.register('name')}
          error={fieldError(errors.name)}
        />
        <TextInput
          label={t('fields.key')}
          description={t('form.key_hint')}
          autoCapitalize="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.register('key')}
          error={fieldError(errors.key)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <ControlledSelect
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          control={form.control}
          name="advertiser_id"
          label={t('fields.advertiser_id')}
          description={t('form.advertiser_hint')}
          placeholder={advertisers.isPending ? t('form.loading') : t('form.account_wide')}
          data={(advertisers.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          searchable
          clearable
          nothingFoundMessage={t('form.nothing_found')}
        />
        <TextInput
          label={t('fields.alternative_id')}
          inputMode="numeric"
          {...form.register('alternative_id')}
          error={fieldError(errors.alternative_id)}
        />
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={2}
          maxRows={4}
          {...form.register('description')}
          error={fieldError(errors.description)}
          style={{ gridColumn: '1 / -1' }}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
