import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { ControlledSelect, toOptions } from '../../../ui/controlled-select.tsx';
import { ControlledSwitch } from '../../../ui/controlled-switch.tsx';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { numericOnly } from '../../../ui/numeric-only.ts';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import { useCampaignOptions } from '../../campaigns/api/use-campaign.ts';
import type { LineItemFormController } from './use-line-item-form.ts';

const below = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

/**
 * "General": the campaign (picked through its advertiser, the picker chain of
 * docs/REQUIREMENTS.md#advertisers: clearing the advertiser clears the campaign), name, ids, type and the
 * active flag. The campaign is fixed once saved.
 */
export function GeneralSection({
  controller,
  creating,
}: {
  controller: LineItemFormController;
  creating: boolean;
}) {
  const { t } = useTranslation('lineItems');
  const { form, watched } = controller;
  const advertiserId = watched.advertiser_id ? Number(watched.advertiser_id) : null;
  const advertisers = useAdvertiserOptions();
  const campaigns = useCampaignOptions(advertiserId);
  const types = useLookup('line_item_types');
  // A new campaign brings its own flight and time zone: let the form take them again.
  const resetCampaignContext = () => {
    form.setValue('start_date', '');
    form.setValue('end_date', '');
    form.setValue('timezone_id', null);
  };

  return (
    <Fieldset legend={t('form.sections.general')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        <ControlledSelect
          control={form.control}
          name="advertiser_id"
          label={t('fields.advertiser_id')}
          data={toOptions(advertisers.data)}
          loading={advertisers.isPending}
          searchable
          clearable={creating}
          withAsterisk
          disabled={!creating}
          onValueChange={() => {
            form.setValue('campaign_id', null);
            resetCampaignContext();
          }}
        />
        <ControlledSelect
          control={form.control}
          name="campaign_id"
          label={t('fields.campaign_id')}
          data={toOptions(campaigns.data)}
          loading={advertiserId !== null && campaigns.isPending}
          searchable
          withAsterisk
          disabled={!creating || advertiserId === null}
          description={
            !creating
              ? t('form.campaign_fixed')
              : advertiserId === null
                ? t('form.choose_advertiser_first')
                : undefined
          }
          inputWrapperOrder={below}
          onValueChange={resetCampaignContext}
        />
        <FieldTextInput form={form} name="name" label={t('fields.name')} withAsterisk />
        <FieldTextInput
          form={form}
          name="alternative_id"
          label={t('fields.alternative_id')}
          {...numericOnly}
        />
        <ControlledSelect
          control={form.control}
          name="line_item_type_id"
          label={t('fields.line_item_type_id')}
          data={toOptions(types.data)}
          loading={types.isPending}
          withAsterisk
        />
      </SimpleGrid>
      <ControlledSwitch control={form.control} name="active" mt="sm" label={t('fields.active')} />
    </Fieldset>
  );
}
