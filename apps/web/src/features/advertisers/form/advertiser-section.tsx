import { Fieldset, Select, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAdvertiserCategories } from '../../../lib/reference/reference-lists.ts';
import { fieldError } from '../../../ui/form-errors.ts';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { type AdvertiserFormApi, asId, asSelectValue } from './advertiser-form-values.ts';

type Props = { form: AdvertiserFormApi; autoFocus?: boolean };

/** The "Advertiser" section: who the advertiser is and where its ads lead. */
export function AdvertiserSection({ form, autoFocus }: Props) {
  const { t } = useTranslation('advertisers');
  const categories = useAdvertiserCategories();
  return (
    <Fieldset legend={t('form.advertiser')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <FieldTextInput form={form} name="name" label={t('fields.name')} withAsterisk autoFocus={autoFocus} />
        <Controller
          control={form.control}
          name="category_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.category_name')}
              placeholder={categories.isPending ? t('form.loading') : t('form.choose')}
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={asSelectValue(field.value)}
              onChange={(v) => field.onChange(asId(v) ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              withAsterisk
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('form.nothing_found')}
            />
          )}
        />
        <FieldTextInput
          form={form}
          name="domain"
          label={t('fields.domain')}
          placeholder="brand.com"
          description={t('form.domain_hint')}
          withAsterisk
          autoCapitalize="off"
          spellCheck={false}
        />
        <FieldTextInput
          form={form}
          name="app_bundle"
          label={t('fields.app_bundle')}
          placeholder="com.brand.app"
          description={t('form.app_bundle_hint')}
          autoCapitalize="off"
          spellCheck={false}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
