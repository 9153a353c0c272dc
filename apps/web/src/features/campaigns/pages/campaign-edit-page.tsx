import type { Campaign } from '@beacon/contracts';
import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { formatAmount } from '../../../lib/format/money.ts';
import { FactsStrip } from '../../../ui/facts-strip.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { RecordGate } from '../../../ui/record-gate.tsx';
import { submitSave } from '../../../ui/submit-save.ts';
import { CampaignEventsSection } from '../../events/ui/campaign-events-section.tsx';
import { ModifierLinksPanel } from '../../modifier-links/panel/modifier-links-panel.tsx';
import { useCampaign } from '../api/use-campaign.ts';
import { useUpdateCampaign } from '../api/use-campaign-mutations.ts';
import { CampaignForm } from '../form/campaign-form.tsx';
import { CAMPAIGN_FIELDS, campaignToValues } from '../form/campaign-form-values.ts';
import { useCampaignForm } from '../form/use-campaign-form.ts';
import { campaignsPaths } from '../paths.ts';

/**
 * CampaignEdit (/admin/campaigns/edit/:id): the campaign's form and, below it, its modifier link and
 * its events (each saved on its own). A failed load returns to CampaignsIndex (docs/REQUIREMENTS.md#campaigns).
 */
export function CampaignEditPage() {
  const { id } = useParams();
  const campaignQuery = useCampaign(id);
  return (
    <RecordGate query={campaignQuery} leaveTo={campaignsPaths.index}>
      {(campaign) => <CampaignEditForm key={campaign.id} campaign={campaign} />}
    </RecordGate>
  );
}

function CampaignEditForm({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('campaigns');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const update = useUpdateCampaign(campaign.id);
  const [initial] = useState(() => campaignToValues(campaign));
  const controller = useCampaignForm({ creating: false, values: initial });
  const { form } = controller;

  const onSubmit = submitSave(form, update, CAMPAIGN_FIELDS, (_, values) => {
    notifySuccess('campaigns:messages.updated', { name: values.name });
    navigate(campaignsPaths.index);
  });

  return (
    <Stack gap="sm" maw={1180}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1} size="h3">
          {t('edit.title', { name: campaign.name })}
        </Title>
        <CampaignFacts campaign={campaign} />
      </Group>
      <CampaignForm
        controller={controller}
        creating={false}
        label={t('edit.form_label')}
        onSubmit={onSubmit}
        saving={update.isPending}
        saveLabel={t('edit.submit')}
      />
      {ability.can('show', 'Campaign') && (
        <ModifierLinksPanel
          owner={{
            kind: 'campaign',
            id: campaign.id,
            advertiserId: campaign.advertiser_id,
            currency: campaign.currency,
          }}
        />
      )}
      {ability.can('show', 'Campaign') && <CampaignEventsSection campaign={campaign} />}
    </Stack>
  );
}

/** What the form cannot change: the external id, the spend so far and what is left. */
function CampaignFacts({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation('campaigns');
  const facts = [
    { key: 'external_id', value: String(campaign.external_id) },
    { key: 'spend', value: formatAmount(campaign.spend, campaign.currency, i18n.language) },
    {
      key: 'budget_remaining',
      value: formatAmount(campaign.budget_remaining, campaign.currency, i18n.language),
    },
  ];
  return <FactsStrip facts={facts.map((fact) => ({ ...fact, label: t(`fields.${fact.key}`) }))} />;
}
