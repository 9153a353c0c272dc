import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCampaignOwners, useContinents, useTraffickers } from '../../../lib/reference/reference-lists.ts';
import { ControlledSelect, toOptions } from '../../../ui/controlled-select.tsx';
import { ControlledSwitch } from '../../../ui/controlled-switch.tsx';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { numericOnly } from '../../../ui/numeric-only.ts';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import type { CampaignFormController } from './use-campaign-form.ts';

const people = (list: { id: number; name: string; email: string }[] | undefined) =>
  list?.map((p) => ({ value: String(p.id), label: `${p.name} · ${p.email}` }));

/** "Campaign": who it is for and who runs it. The advertiser is fixed once the campaign exists. */
export function CampaignSection({
  controller,
  creating,
}: {
  controller: CampaignFormController;
  creating: boolean;
}) {
  const { t } = useTranslation('campaigns');
  const { form } = controller;
  const advertisers = useAdvertiserOptions();
  const owners = useCampaignOwners();
  const traffickers = useTraffickers();
  const continents = useContinents();
  return (
    <Fieldset legend={t('form.sections.campaign')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        <ControlledSelect
          control={form.control}
          name="advertiser_id"
          label={t('fields.advertiser_id')}
          data={toOptions(advertisers.data)}
          loading={advertisers.isPending}
          searchable
          withAsterisk
          disabled={!creating}
          description={creating ? undefined : t('form.advertiser_fixed')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
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
          name="owner_id"
          label={t('fields.owner_id')}
          data={people(owners.data)}
          loading={owners.isPending}
          searchable
          clearable
        />
        <ControlledSelect
          control={form.control}
          name="trafficker_id"
          label={t('fields.trafficker_id')}
          data={people(traffickers.data)}
          loading={traffickers.isPending}
          searchable
          clearable
        />
        <ControlledSelect
          control={form.control}
          name="continent_id"
          label={t('fields.continent_id')}
          data={toOptions(continents.data)}
          loading={continents.isPending}
          clearable
        />
      </SimpleGrid>
      <ControlledSwitch control={form.control} name="active" mt="sm" label={t('fields.active')} />
    </Fieldset>
  );
}
