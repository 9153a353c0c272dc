import {
  type Campaign,
  type Event,
  type EventEligibilityMode,
  eventRequestSchema,
  type LineItem,
} from '@beacon/contracts';
import { Alert, Anchor, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useEligibleCampaigns, useEligibleLineItems, useLookupName } from '../api/use-event.ts';
import { useSaveEventObjects, useUpdateEvent } from '../api/use-event-mutations.ts';
import { eventToForm } from '../lib/event-form-values.ts';
import { ObjectPicker } from '../ui/object-picker.tsx';

type Props = { event: Event; onOpenDetails: () => void };

/**
 * Which line items may get the credit of the event's conversions (docs/REQUIREMENTS.md#events): all
 * of the advertiser's, or only the campaigns and line items ticked here. Only an event whose
 * attribution credits line items has any.
 */
export function EligibleObjectsTab({ event, onOpenDetails }: Props) {
  const { t } = useTranslation('events');
  const attributionName = useLookupName('attributions');
  if (!event.eligible)
    return (
      <Alert color="gray" variant="light" title={t('eligible.none_title')}>
        <Text size="sm">
          {t('eligible.none_reason', {
            attribution:
              attributionName(event.event_attribution_id, event.event_attribution) ||
              t('eligible.no_attribution'),
          })}{' '}
          <Anchor component="button" type="button" size="sm" onClick={onOpenDetails}>
            {t('eligible.change_attribution')}
          </Anchor>
        </Text>
      </Alert>
    );
  return <EligibleObjectsForm event={event} />;
}

function EligibleObjectsForm({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const ability = useAppAbility();
  const [mode, setMode] = useState<EventEligibilityMode>(event.eligibility_mode);
  const [campaignIds, setCampaignIds] = useState(() => new Set(event.campaigns.map((c) => c.id)));
  const [lineIds, setLineIds] = useState(() => new Set(event.line_items.map((l) => l.id)));
  const whitelist = mode === 'whitelist';
  const campaigns = useEligibleCampaigns(event.advertiser_id, whitelist);
  const lines = useEligibleLineItems(event.advertiser_id, whitelist);
  const update = useUpdateEvent(event.id);
  const saveCampaigns = useSaveEventObjects(event.id, 'campaigns');
  const saveLines = useSaveEventObjects(event.id, 'line_items');
  const canCampaigns = ability.can('campaign_association', 'Event') && !event.archived;
  const canLines = ability.can('line_item_association', 'Event') && !event.archived;
  const canMode = ability.can('update', 'Event') && !event.archived;
  const saving = update.isPending || saveCampaigns.isPending || saveLines.isPending;
  // A line of a campaign that does not allow events cannot be chosen (docs/REQUIREMENTS.md#events).
  const closed = new Set((campaigns.data ?? []).filter((c) => !c.allows_events).map((c) => c.id));

  const save = async () => {
    try {
      if (mode !== event.eligibility_mode)
        await update.mutateAsync(eventRequestSchema.parse({ ...eventToForm(event), eligibility_mode: mode }));
      if (whitelist && canCampaigns) await saveCampaigns.mutateAsync([...campaignIds]);
      if (whitelist && canLines) await saveLines.mutateAsync([...lineIds]);
      notifySuccess('events:messages.eligible_saved', { name: event.name });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
          <div>
            <SegmentedControl
              size="xs"
              aria-label={t('fields.eligibility_mode')}
              value={mode}
              onChange={(v) => setMode(v as EventEligibilityMode)}
              disabled={!canMode}
              data={[
                { value: 'all', label: t('eligibility.all') },
                { value: 'whitelist', label: t('eligibility.whitelist') },
              ]}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {t(`form.eligibility_${mode}`)}
            </Text>
          </div>
          <Button
            size="xs"
            onClick={() => void save()}
            loading={saving}
            disabled={!canMode && !canCampaigns && !canLines}
            style={{ flex: 'none' }}
          >
            {t('eligible.save')}
          </Button>
        </Group>
        {whitelist && (
          <Stack gap="sm">
            <ObjectPicker<Campaign>
              title={t('eligible.campaigns')}
              countLabel={t('eligible.line_items_count')}
              rows={campaigns.data}
              count={(c) => c.line_items_count}
              selected={campaignIds}
              onChange={setCampaignIds}
              disabled={!canCampaigns}
              blocked={(c) => (c.allows_events ? undefined : t('eligible.campaign_closed'))}
            />
            <ObjectPicker<LineItem>
              title={t('eligible.line_items')}
              countLabel={t('eligible.creatives_count')}
              rows={lines.data}
              count={(l) => l.creative_associations_count}
              selected={lineIds}
              onChange={setLineIds}
              disabled={!canLines}
              blocked={(l) => (closed.has(l.campaign_id) ? t('eligible.campaign_closed') : undefined)}
              detail={(l) => l.campaign_name}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
