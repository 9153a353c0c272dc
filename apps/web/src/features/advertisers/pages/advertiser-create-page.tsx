import { type AdvertiserInput, type AdvertiserRequest, advertiserRequestSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { useCreateAdvertiser } from '../api/use-advertiser-mutations.ts';
import { AdvertiserForm } from '../form/advertiser-form.tsx';
import { ADVERTISER_FIELDS, emptyAdvertiser } from '../form/advertiser-form-values.ts';
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

  const onSubmit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      () => {
        notifySuccess('advertisers:messages.created', { name: values.name });
        navigate(advertisersPaths.index);
      },
      (error: unknown) => applyServerErrors(error, form.setError, [...ADVERTISER_FIELDS]),
    ),
  );

  return (
    <Stack gap="md" maw={920}>
      <div>
        <Title order={1} size="h3">
          {t('create.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('create.intro')}
        </Text>
      </div>
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
