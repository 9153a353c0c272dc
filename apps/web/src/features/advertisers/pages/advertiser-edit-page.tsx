import {
  ADVERTISER_REQUEST_FIELDS,
  type Advertiser,
  type AdvertiserInput,
  type AdvertiserRequest,
  advertiserRequestSchema,
} from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { RecordGate } from '../../../ui/record-gate.tsx';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useAdvertiser, useAdvertiserUsers } from '../api/use-advertiser.ts';
import { useSetAdvertiserUsers, useUpdateAdvertiser } from '../api/use-advertiser-mutations.ts';
import { AdvertiserRecordCard } from '../components/advertiser-record-card.tsx';
import { AdvertiserUsersField } from '../components/advertiser-users-field.tsx';
import { AdvertiserForm } from '../form/advertiser-form.tsx';
import { advertiserToForm } from '../form/advertiser-form-values.ts';
import { advertisersPaths } from '../paths.ts';

/**
 * AdvertiserEdit (/admin/advertisers/edit/:id). A failed load returns to AdvertisersIndex
 * (docs/REQUIREMENTS.md#advertisers).
 */
export function AdvertiserEditPage() {
  const { id } = useParams();
  const advertiserQuery = useAdvertiser(id);
  return (
    <RecordGate query={advertiserQuery} leaveTo={advertisersPaths.index}>
      {(advertiser) => <AdvertiserEditForm key={advertiser.id} advertiser={advertiser} />}
    </RecordGate>
  );
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

function AdvertiserEditForm({ advertiser }: { advertiser: Advertiser }) {
  const { t } = useTranslation('advertisers');
  const navigate = useNavigate();
  const ability = useAppAbility();
  // Picking users needs the account's user list too.
  const canAssign = ability.can('assign_users', 'Advertiser');
  const update = useUpdateAdvertiser(advertiser.id);
  const assigned = useAdvertiserUsers(advertiser.id, canAssign);
  const setUsers = useSetAdvertiserUsers(advertiser.id);
  const [userIds, setUserIds] = useState<string[] | null>(null);
  const [usersError, setUsersError] = useState<string | undefined>();
  const savedIds = (assigned.data?.user_ids ?? []).map(String);
  const pickedIds = userIds ?? savedIds;
  const form = useForm<AdvertiserRequest, unknown, AdvertiserInput>({
    resolver: zodResolver(advertiserRequestSchema),
    defaultValues: advertiserToForm(advertiser),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setUsersError(undefined);
    try {
      await update.mutateAsync(values);
    } catch (error) {
      applyServerErrors(error, form.setError, [...ADVERTISER_REQUEST_FIELDS]);
      return;
    }
    if (canAssign && assigned.isSuccess && !sameIds(pickedIds, savedIds)) {
      try {
        await setUsers.mutateAsync({ user_ids: pickedIds.map(Number) });
      } catch (error) {
        const first = isApiError(error) ? Object.values(error.errors)[0]?.[0] : undefined;
        if (first) setUsersError(translateMessage(first));
        notifyError(error);
        return;
      }
    }
    notifySuccess('advertisers:messages.updated', { name: values.name });
    navigate(advertisersPaths.index);
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('edit.title', { name: advertiser.name })}
      </Title>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <AdvertiserForm
            form={form}
            onSubmit={onSubmit}
            label={t('edit.form_label')}
            saving={update.isPending || setUsers.isPending}
            submitLabel={t('edit.submit')}
            currencyLocked={advertiser.associated_campaigns_count > 0}
          >
            {canAssign && (
              <AdvertiserUsersField
                value={pickedIds}
                onChange={(ids) => {
                  setUserIds(ids);
                  setUsersError(undefined);
                }}
                loading={assigned.isPending}
                error={usersError}
              />
            )}
          </AdvertiserForm>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AdvertiserRecordCard advertiser={advertiser} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
