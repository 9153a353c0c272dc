import {
  CPI_LOOKUP_LISTS,
  type CpiCampaign,
  type CpiCampaignInput,
  type CpiCampaignRequest,
  cpiCampaignRequestSchema,
} from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMail } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useLookups } from '../../../lib/reference/reference-lists.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { RecordGate } from '../../../ui/record-gate.tsx';
import { submitSave } from '../../../ui/submit-save.ts';
import { useCpiCampaign, useSendCpiCampaignEmail, useUpdateCpiCampaign } from '../api/use-cpi-campaign.ts';
import { CpiCampaignForm } from '../form/cpi-campaign-form.tsx';
import { CpiCreativesSection } from '../form/cpi-creatives-section.tsx';
import { CPI_FIELDS, cpiCampaignToForm } from '../form/cpi-form-values.ts';
import { CpiNotesSection } from '../form/cpi-notes-section.tsx';
import { cpiCampaignsPaths } from '../paths.ts';

/**
 * RequestCampaignEdit (/admin/requestCampaign/edit/:id): the request, its notes and its creatives,
 * and the e-mail send. A failed load returns to RequestCampaignIndex (docs/CPI_CAMPAIGNS.md).
 */
export function CpiCampaignEditPage() {
  const { id } = useParams();
  const query = useCpiCampaign(id);
  return (
    <RecordGate query={query} leaveTo={cpiCampaignsPaths.index}>
      {(request) => <CpiCampaignEdit key={request.id} request={request} />}
    </RecordGate>
  );
}

function CpiCampaignEdit({ request }: { request: CpiCampaign }) {
  const { t, i18n } = useTranslation('cpi_campaigns');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const update = useUpdateCpiCampaign(request.id);
  const send = useSendCpiCampaignEmail();
  const form = useForm<CpiCampaignRequest, unknown, CpiCampaignInput>({
    resolver: zodResolver(cpiCampaignRequestSchema),
    defaultValues: cpiCampaignToForm(request),
  });
  const save = (stay: boolean) =>
    submitSave(form, update, CPI_FIELDS, (saved) => {
      notifySuccess('cpi_campaigns:messages.updated', { name: saved.name });
      if (stay) form.reset(cpiCampaignToForm(saved));
      else navigate(cpiCampaignsPaths.index);
    });
  const confirmSend = () =>
    modals.openConfirmModal({
      title: t('send.title'),
      children: <Text size="sm">{t('send.body', { name: request.name })}</Text>,
      labels: { confirm: t('send.confirm'), cancel: t('form.cancel') },
      // A request that is gone (404) sends the user back to the list (docs/CPI_CAMPAIGNS.md).
      onConfirm: () =>
        send.mutate(request.id, {
          onError: (error) => {
            if (error instanceof ApiError && error.status === 404) navigate(cpiCampaignsPaths.index);
          },
        }),
    });
  // The server names the status in English; the lookup names it in the reader's language.
  const [statuses] = useLookups([CPI_LOOKUP_LISTS.statuses]);
  const status = statuses?.find((s) => s.id === request.status_id)?.name ?? request.status;
  const sentAt = request.last_sent_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(request.last_sent_at),
      )
    : null;
  return (
    <Stack gap="md" maw={1180}>
      <Group justify="space-between" align="flex-end" gap="md" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Title order={1} size="h3" lineClamp={1}>
              {t('edit.title', { name: request.name })}
            </Title>
            {status && (
              <Badge size="sm" variant="light" tt="none">
                {status}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {[
              request.app_bundle,
              request.provider,
              sentAt ? t('edit.sent_at', { date: sentAt }) : t('edit.never_sent'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        {ability.can('send_cpi_campaign_mail', 'CpiCampaign') && (
          <Button
            variant="default"
            leftSection={<IconMail size={16} />}
            loading={send.isPending}
            onClick={confirmSend}
            style={{ flex: 'none' }}
          >
            {t('actions.send_email')}
          </Button>
        )}
      </Group>
      <CpiCampaignForm
        form={form}
        label={t('edit.form_label')}
        onSubmit={save(false)}
        onSubmitAndContinue={() => void save(true)()}
        saving={update.isPending}
        saveLabel={t('edit.submit')}
      />
      {ability.can('note_index', 'CpiCampaign') && <CpiNotesSection campaignId={request.id} />}
      {ability.can('creative_index', 'CpiCampaign') && <CpiCreativesSection campaignId={request.id} />}
    </Stack>
  );
}
