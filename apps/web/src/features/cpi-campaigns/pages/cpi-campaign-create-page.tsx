import { type CpiCampaignInput, type CpiCampaignRequest, cpiCampaignRequestSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { submitSave } from '../../../ui/submit-save.ts';
import { useCreateCpiCampaign } from '../api/use-cpi-campaign.ts';
import { CpiCampaignForm } from '../form/cpi-campaign-form.tsx';
import { CPI_FIELDS, emptyCpiCampaign } from '../form/cpi-form-values.ts';
import { cpiCampaignsPaths } from '../paths.ts';

/**
 * RequestCampaignCreate (/admin/requestCampaign/create): a new request; afterwards the list, or with
 * "save and continue" the request's screen to add notes and creatives.
 */
export function CpiCampaignCreatePage() {
  const { t } = useTranslation('cpi_campaigns');
  const navigate = useNavigate();
  const create = useCreateCpiCampaign();
  const form = useForm<CpiCampaignRequest, unknown, CpiCampaignInput>({
    resolver: zodResolver(cpiCampaignRequestSchema),
    defaultValues: emptyCpiCampaign(),
  });
  const save = (stay: boolean) =>
    submitSave(form, create, CPI_FIELDS, (made) => {
      notifySuccess('cpi_campaigns:messages.created', { name: made.name });
      navigate(stay ? cpiCampaignsPaths.edit(made.id) : cpiCampaignsPaths.index);
    });
  return (
    <Stack gap="md" maw={980}>
      <PageHeading title={t('create.title')} intro={t('create.intro')} />
      <CpiCampaignForm
        form={form}
        autoFocus
        label={t('create.title')}
        onSubmit={save(false)}
        onSubmitAndContinue={() => void save(true)()}
        saving={create.isPending}
        saveLabel={t('create.submit')}
      />
    </Stack>
  );
}
