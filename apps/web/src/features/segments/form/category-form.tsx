import type { SegmentCategoryInput, SegmentCategoryRequest } from '@beacon/contracts';
import { Fieldset, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import type { FormEventHandler } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import { useSegmentCategoryOptions } from '../api/use-segment-lookups.ts';
import { segmentsPaths } from '../paths.ts';

type CategoryFormApi = UseFormReturn<SegmentCategoryRequest, unknown, SegmentCategoryInput>;

export const CATEGORY_FIELDS = ['name', 'key', 'advertiser_id', 'parent_id', 'active'] as const;

export const emptyCategory = (): SegmentCategoryRequest => ({
  name: '',
  key: '',
  advertiser_id: null,
  parent_id: null,
  active: true,
});

const selectValue = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

type Props = { form: CategoryFormApi; onSubmit: FormEventHandler<HTMLFormElement>; saving: boolean };

/** A segment category: a branch of the segments tree, optionally under another one. */
export function CategoryForm({ form, onSubmit, saving }: Props) {
  const { t } = useTranslation('segments');
  const advertisers = useAdvertiserOptions();
  const categories = useSegmentCategoryOptions();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('categories.form')}
    >
      <Stack gap="md">
        <Fieldset legend={t('categories.form')} variant="filled">
          <SimpleGrid cols={1} spacing="sm" verticalSpacing="xs">
            <FieldTextInput form={form} name="name" label={t('fields.name')} withAsterisk autoFocus />
            <FieldTextInput
              form={form}
              name="key"
              label={t('fields.key')}
              description={t('form.key_hint')}
              autoCapitalize="off"
              spellCheck={false}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <Controller
              control={form.control}
              name="parent_id"
              render={({ field, fieldState }) => (
                <Select
                  label={t('fields.parent_category')}
                  placeholder={t('categories.top_level')}
                  data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                  value={selectValue(field.value)}
                  onChange={(v) => field.onChange(v === null ? null : Number(v))}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(fieldState.error)}
                  searchable
                  clearable
                  nothingFoundMessage={t('form.nothing_found')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="advertiser_id"
              render={({ field, fieldState }) => (
                <Select
                  label={t('fields.advertiser_id')}
                  placeholder={t('form.account_wide')}
                  data={(advertisers.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
                  value={selectValue(field.value)}
                  onChange={(v) => field.onChange(v === null ? null : Number(v))}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(fieldState.error)}
                  searchable
                  clearable
                  nothingFoundMessage={t('form.nothing_found')}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>
        <FormFooter
          control={form.control}
          activeLabel={t('fields.active')}
          cancelTo={segmentsPaths.index}
          cancelLabel={t('categories.back')}
          saving={saving}
          submitLabel={t('categories.submit')}
        />
      </Stack>
    </Paper>
  );
}
