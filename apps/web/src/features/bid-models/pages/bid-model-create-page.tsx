import { type BidModelInput, type BidModelRequest, bidModelRequestSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { submitSave } from '../../../ui/submit-save.ts';
import { useCreateBidModel } from '../api/use-bid-models.ts';
import { BidModelForm } from '../form/bid-model-form.tsx';
import { BID_MODEL_FIELDS, emptyBidModel } from '../form/bid-model-form-values.ts';
import { bidModelsPaths } from '../paths.ts';

/** ModelsCreate (/admin/models/create): a new bid model; afterwards the grid shows it. */
export function BidModelCreatePage() {
  const { t } = useTranslation('bid_models');
  const navigate = useNavigate();
  const create = useCreateBidModel();
  const form = useForm<BidModelRequest, unknown, BidModelInput>({
    resolver: zodResolver(bidModelRequestSchema),
    defaultValues: emptyBidModel(),
  });
  const onSubmit = submitSave(form, create, BID_MODEL_FIELDS, (created) => {
    notifySuccess('bid_models:created_named', { name: created.name });
    return navigate(bidModelsPaths.one(created.id));
  });
  return (
    <Stack gap="md" maw={980}>
      <PageHeading title={t('create.title')} intro={t('create.intro')} />
      <BidModelForm form={form} onSubmit={onSubmit} saving={create.isPending} />
    </Stack>
  );
}
