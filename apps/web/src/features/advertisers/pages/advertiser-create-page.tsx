import {
  ADVERTISER_REQUEST_FIELDS,
  type AdvertiserInput,
  type AdvertiserRequest,
  advertiserRequestSchema,
} from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { submitSave } from '../../../ui/submit-save.ts';
import { useCreateAdvertiser } from '../api/use-advertiser-mutations.ts';
import { AdvertiserForm } from '../form/advertiser-form.tsx';
import { emptyAdvertiser } from '../form/advertiser-form-values.ts';
import { advertisersPaths } from '../paths.ts';

/** AdvertiserCreate (/admin/advertisers/create). */
export function AdvertiserCreatePage() {
  const { t } = useTranslation('advertisers');
  const navigate = useNavigate();
  const create = useCreateAdvertiser();
  const form = useForm<AdvertiserRequest, unknown, AdvertiserInput>({
    resolver: zodResolver(advertiserRequestSchema),
    defaultValues: emptyAdvertiser(),
  });

  const onSubmit = submitSave(form, create, ADVERTISER_REQUEST_FIELDS, (_created, values) => {
    notifySuccess('advertisers:messages.created', { name: values.name });
    navigate(advertisersPaths.index);
  });

  return (
    <Stack gap="md" maw={920}>
      <PageHeading title={t('create.title')} intro={t('create.intro')} />
      <AdvertiserForm
        form={form}
        onSubmit={onSubmit}
        label={t('create.title')}
        saving={create.isPending}
        submitLabel={t('create.submit')}
        autoFocus
      />
    </Stack>
  );
}
