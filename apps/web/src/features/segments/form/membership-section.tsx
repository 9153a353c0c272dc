import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { ControlledSelect } from '../../../ui/controlled-select.tsx';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { numericOnly } from '../../../ui/numeric-only.ts';
import type { SegmentFormApi } from './segment-form-values.ts';

/** "Membership": what members did (verb usage), how long they stay, and how they are collected. */
export function MembershipSection({ form }: { form: SegmentFormApi }) {
  const { t } = useTranslation('segments');
  const verbs = useLookup('verb_usages');
  const tagTypes = useLookup('segment_tag_types');
  const select = (name: 'verb_usage_id' | 'tag_type_id', label: string, list: typeof verbs, hint: string) => (
    <ControlledSelect
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      control={form.control}
      name={name}
      label={label}
      description={hint}
      data={(list.data ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
      emptyValue=""
      allowDeselect={false}
      withAsterisk
    />
  );
  return (
    <Fieldset legend={t('form.membership')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
        {select('verb_usage_id', t('fields.verb_usage_id'), verbs, t('form.verb_hint'))}
        <FieldTextInput
          form={form}
          name="days"
          label={t('fields.days')}
          description={t('form.days_hint')}
          {...numericOnly}
          rightSection={t('form.days_unit')}
          rightSectionWidth={48}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {select('tag_type_id', t('fields.tag_type_id'), tagTypes, t('form.tag_type_hint'))}
      </SimpleGrid>
    </Fieldset>
  );
}
