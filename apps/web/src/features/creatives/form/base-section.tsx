import { Fieldset, Group, SimpleGrid } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreativeTemplates, useLookup } from '../../../lib/reference/reference-lists.ts';
import { FlightDateFields } from '../../../ui/date-time-field.tsx';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { numericOnly } from '../../../ui/numeric-only.ts';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import { SelectField, SwitchField, toOptions } from './form-fields.tsx';
import type { CreativeFormController } from './use-creative-form.ts';

/**
 * "Base": advertiser, creative type → template, name, ids, dates and flags (docs/REQUIREMENTS.md#creatives).
 */
export function BaseSection({
  controller,
  creating,
}: {
  controller: CreativeFormController;
  creating: boolean;
}) {
  const { t } = useTranslation('creatives');
  const { form } = controller;
  const advertisers = useAdvertiserOptions();
  const types = useLookup('creative_types').data;
  const templates = useCreativeTemplates().data;
  const budgetTypes = useLookup('budget_types').data;
  const typeId = useWatch({ control: form.control, name: 'creative_type_id' });
  const templateOptions = templates
    ?.filter((tpl) => !typeId || String(tpl.creative_type_id) === typeId)
    .map((tpl) => ({ value: String(tpl.id), label: tpl.name }));

  return (
    <Fieldset legend={t('form.sections.base')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        <SelectField
          controller={controller}
          name="advertiser_id"
          label={t('fields.advertiser_id')}
          data={toOptions(advertisers.data)}
          searchable
          withAsterisk
          disabled={!creating}
          description={creating ? undefined : t('form.advertiser_fixed')}
        />
        <SelectField
          controller={controller}
          name="creative_type_id"
          label={t('fields.creative_type_id')}
          data={types && toOptions(types)}
          withAsterisk
          onPicked={(value) => {
            // A template of another type no longer fits: the user picks again.
            const current = form.getValues('creative_template_id');
            const fits = templates?.some(
              (tpl) => String(tpl.id) === current && String(tpl.creative_type_id) === value,
            );
            if (!fits) form.setValue('creative_template_id', null);
          }}
        />
        <SelectField
          controller={controller}
          name="creative_template_id"
          label={t('fields.creative_template_id')}
          data={templateOptions}
          searchable
          withAsterisk
          onPicked={(value) => {
            const tpl = templates?.find((x) => String(x.id) === value);
            if (tpl) form.setValue('creative_type_id', String(tpl.creative_type_id));
            // An uploaded file belongs to the previous template's kind of asset.
            form.setValue('primary_asset_id', null);
          }}
        />
        <FieldTextInput form={form} name="name" label={t('fields.name')} withAsterisk />
        <FieldTextInput
          form={form}
          name="alternative_id"
          label={t('fields.alternative_id')}
          {...numericOnly}
        />
        <SelectField
          controller={controller}
          name="budget_type_id"
          label={t('fields.budget_type_id')}
          data={budgetTypes && toOptions(budgetTypes)}
          clearable
        />
        <FlightDateFields
          control={controller.form.control}
          startLabel={t('fields.start_date')}
          endLabel={t('fields.end_date')}
          confirmLabel={t('form.confirm_date')}
          optional
        />
      </SimpleGrid>
      <Group gap="xl" mt="sm">
        <SwitchField
          controller={controller}
          name="secure"
          label={t('fields.secure')}
          description={t('form.secure_hint')}
        />
        <SwitchField controller={controller} name="active" label={t('fields.active')} />
      </Group>
    </Fieldset>
  );
}
