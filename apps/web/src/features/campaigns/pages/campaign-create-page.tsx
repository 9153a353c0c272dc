import type { CampaignInput } from '@beacon/contracts';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useCampaignTerms } from '../api/use-campaign.ts';
import { useAcceptTerms, useCreateCampaign } from '../api/use-campaign-mutations.ts';
import { TermsModal, TermsNote } from '../components/terms-modal.tsx';
import { CampaignForm } from '../form/campaign-form.tsx';
import { CAMPAIGN_FIELDS, emptyCampaignValues } from '../form/campaign-form-values.ts';
import { defaultFlight } from '../form/flight.ts';
import { useCampaignForm } from '../form/use-campaign-form.ts';
import { campaignsPaths } from '../paths.ts';

/**
 * CampaignCreate (/admin/campaigns/create). The account accepts the campaign terms once: until it
 * has, saving first shows them and "Accept and save" records the acceptance, then saves.
 */
export function CampaignCreatePage() {
  const { t } = useTranslation('campaigns');
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const terms = useCampaignTerms();
  const accept = useAcceptTerms();
  const [pending, setPending] = useState<CampaignInput | null>(null);
  const [initial] = useState(() => ({ ...emptyCampaignValues(), ...defaultFlight() }));
  const controller = useCampaignForm({ creating: true, values: initial });
  const { form } = controller;

  const save = async (values: CampaignInput) => {
    try {
      const campaign = await create.mutateAsync(values);
      notifySuccess('campaigns:messages.created', { name: campaign.name });
      navigate(campaignsPaths.index);
    } catch (error) {
      if (isApiError(error) && error.code === 'errors.terms_not_accepted') {
        // Someone withdrew the acceptance meanwhile (or it never loaded): ask again.
        await terms.refetch();
        setPending(values);
        return;
      }
      applyServerErrors(error, form.setError, [...CAMPAIGN_FIELDS]);
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    if (terms.data && terms.data.accepted === null) {
      setPending(values);
      return;
    }
    return save(values);
  });

  const acceptAndSave = async () => {
    if (!terms.data || !pending) return;
    try {
      await accept.mutateAsync(terms.data.version);
    } catch (error) {
      notifyError(error);
      return;
    }
    const values = pending;
    setPending(null);
    await save(values);
  };

  return (
    <Stack gap="sm" maw={1180}>
      <PageHeading title={t('create.title')} intro={t('create.intro')} />
      <CampaignForm
        controller={controller}
        creating
        label={t('create.title')}
        onSubmit={onSubmit}
        saving={create.isPending}
        saveLabel={t('create.submit')}
        footer={<TermsNote terms={terms.data} />}
      />
      <TermsModal
        terms={terms.data}
        opened={pending !== null}
        accepting={accept.isPending || create.isPending}
        onAccept={() => void acceptAndSave()}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
