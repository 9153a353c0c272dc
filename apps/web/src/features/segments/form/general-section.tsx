import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ControlledSelect } from '../../../ui/controlled-select.tsx';
import { FieldTextarea, FieldTextInput } from '../../../ui/form-fields.tsx';
import { numericOnly } from '../../../ui/numeric-only.ts';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import type { SegmentFormApi } from './segment-form-values.ts';

/** "General": what the segment is called, its key for bidders and tags, and whose it is. */
export function GeneralSection({ form, autoFocus }: { form: SegmentFormApi; autoFocus?: boolean }) {
  const { t } = useTranslation('segments');
  const advertisers = useAdvertiserOptions();
  return (
    <Fieldset legend={t('form.general')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <FieldTextInput form={form} name="name" label={t('fields.name')} withAsterisk autoFocus={autoFocus} />
        <FieldTextInput
          form={form}
          name="key"
          label={t('fields.key')}
          description={t('form.key_hint')}
          autoCapitalize="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
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
        <FieldTextInput
          form={form}
          name="alternative_id"
          label={t('fields.alternative_id')}
          {...numericOnly}
        />
        <FieldTextarea
          form={form}
          name="description"
          label={t('fields.description')}
          autosize
          minRows={2}
          maxRows={4}
          style={{ gridColumn: '1 / -1' }}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
