import { Fieldset, Select, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { optionLabel } from '../../../lib/format/option-label.ts';
import { fieldError } from '../../../ui/form-errors.ts';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { useCampaignOptions } from '../../campaigns/api/use-campaign.ts';
import { asId, asSelectValue, type LookalikeFormApi } from './lookalike-form-values.ts';

/** "Audience": the name of the new audience and, optionally, the campaign it is built for. */
export function AudienceSection({ form }: { form: LookalikeFormApi }) {
  const { t } = useTranslation('lookalikes');
  // The campaign is optional: without access to campaigns the field is left out.
  const canSeeCampaigns = useAppAbility().can('index', 'Campaign');
  const campaigns = useCampaignOptions(null, { all: canSeeCampaigns });
  return (
    <Fieldset legend={t('form.sections.audience')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <FieldTextInput
          form={form}
          name="name"
          label={t('fields.name')}
          description={t('form.name_hint')}
          withAsterisk
          autoFocus
        />
        {canSeeCampaigns && (
          <Controller
            control={form.control}
            name="campaign_id"
            render={({ field, fieldState }) => (
              <Select
                label={t('fields.campaign_name')}
                description={t('form.campaign_hint')}
                placeholder={campaigns.isPending ? t('form.loading') : t('form.no_campaign')}
                data={(campaigns.data ?? []).map((c) => ({ value: String(c.id), label: optionLabel(c) }))}
                value={asSelectValue(field.value)}
                onChange={(v) => field.onChange(asId(v))}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(fieldState.error)}
                searchable
                clearable
                nothingFoundMessage={t('form.nothing_found')}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
