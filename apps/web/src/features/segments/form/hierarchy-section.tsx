import { Fieldset, SimpleGrid } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledMultiSelect, ControlledSelect } from '../../../ui/controlled-select.tsx';
import { useSegmentCategoryOptions, useSegmentOptions } from '../api/use-segment-lookups.ts';
import type { SegmentFormApi } from './segment-form-values.ts';

/** "Hierarchy": the parent segment and the categories the segment is filed in (tree view branches). */
export function HierarchySection({ form, selfId }: { form: SegmentFormApi; selfId?: number }) {
  const { t } = useTranslation('segments');
  const advertiserId = useWatch({ control: form.control, name: 'advertiser_id' });
  const segments = useSegmentOptions();
  // Categories of the chosen advertiser and account-wide ones (the server checks the same).
  const categories = useSegmentCategoryOptions(advertiserId === null ? null : Number(advertiserId));
  const parents = (segments.data ?? []).filter((s) => s.id !== selfId);
  return (
    <Fieldset legend={t('form.hierarchy')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <ControlledSelect
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          control={form.control}
          name="parent_id"
          label={t('fields.parent_id')}
          description={t('form.parent_hint')}
          placeholder={segments.isPending ? t('form.loading') : t('form.no_parent')}
          data={parents.map((s) => ({ value: String(s.id), label: s.name }))}
          searchable
          clearable
          nothingFoundMessage={t('form.nothing_found')}
        />
        <ControlledMultiSelect
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          control={form.control}
          name="category_ids"
          label={t('fields.category_ids')}
          description={t('form.categories_hint')}
          placeholder={categories.isPending ? t('form.loading') : t('form.choose')}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          searchable
          clearable
          nothingFoundMessage={t('form.nothing_found')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
