import type { ObjectEvent } from '@beacon/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { type EventOwner, useObjectEvents, useSaveObjectEvents } from '../api/use-object-events.ts';
import { canTick, creditReason, isCredited } from '../lib/credit-reason.ts';
import { eventsPaths } from '../paths.ts';

type Props = {
  owner: EventOwner;
  /** Whether the campaign (the line's campaign) allows events at all. */
  campaignAllowsEvents: boolean;
  /** Whether the user may change the whitelist (`create_event_association` on the owner). */
  allowed: boolean;
  /** After a saved change (the campaign screen goes back to CampaignsIndex). */
  onSaved?: () => void;
};

/**
 * The events of the owner's advertiser as a campaign or a line item sees them: whether each credits
 * it and why, and the whitelist of this object to tick and save (docs/REQUIREMENTS.md#events).
 */
export function ObjectEventsPanel({ owner, campaignAllowsEvents, allowed, onSaved }: Props) {
  const { t } = useTranslation('events');
  const events = useObjectEvents(owner);
  const save = useSaveObjectEvents(owner);
  const canOpen = useAppAbility().can('update', 'Event');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (events.data) setChosen(new Set(events.data.filter((e) => e.associated).map((e) => e.id)));
  }, [events.data]);
  const rows = events.data ?? [];
  const toggle = (id: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = () =>
    save.mutate([...chosen], {
      onSuccess: () => {
        notifySuccess('events:messages.associations_saved');
        onSaved?.();
      },
      onError: (error) => notifyError(error),
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t(`object_events.intro_${owner.kind}`)}
          </Text>
          <Tooltip label={t('object_events.no_permission')} disabled={allowed} withinPortal>
            <Button
              size="xs"
              style={{ flex: 'none' }}
              onClick={submit}
              loading={save.isPending}
              disabled={!allowed || !campaignAllowsEvents || rows.length === 0}
            >
              {t('object_events.save')}
            </Button>
          </Tooltip>
        </Group>
        {!campaignAllowsEvents && (
          <Alert color="orange" variant="light" p="xs">
            <Text size="sm">{t(`object_events.campaign_closed_${owner.kind}`)}</Text>
          </Alert>
        )}
        {events.isPending ? (
          <Text size="sm" c="dimmed">
            {t('eligible.loading')}
          </Text>
        ) : events.error ? (
          <Alert color="red" variant="light" p="xs">
            <Text size="sm">{t('object_events.failed')}</Text>
          </Alert>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('object_events.empty')}
          </Text>
        ) : (
          <Table striped verticalSpacing={4} fz="sm" aria-label={t('object_events.label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36} />
                <Table.Th>{t('fields.name')}</Table.Th>
                <Table.Th w={170}>{t('fields.eligibility_mode')}</Table.Th>
                <Table.Th w={110}>{t('object_events.credits')}</Table.Th>
                <Table.Th>{t('object_events.why')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((event) => (
                <EventRow
                  key={event.id}
                  event={event}
                  campaignAllowsEvents={campaignAllowsEvents}
                  checked={chosen.has(event.id)}
                  disabled={!allowed}
                  canOpen={canOpen}
                  onToggle={(on) => toggle(event.id, on)}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

type RowProps = {
  event: ObjectEvent;
  campaignAllowsEvents: boolean;
  checked: boolean;
  disabled: boolean;
  canOpen: boolean;
  onToggle: (on: boolean) => void;
};

function EventRow({ event, campaignAllowsEvents, checked, disabled, canOpen, onToggle }: RowProps) {
  const { t } = useTranslation('events');
  const reason = creditReason(event, campaignAllowsEvents);
  const tickable = canTick(event, campaignAllowsEvents);
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox
          size="xs"
          aria-label={t('object_events.whitelist_row', { name: event.name })}
          checked={checked}
          disabled={disabled || (!tickable && !checked)}
          onChange={(e) => onToggle(e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {canOpen ? (
            <Anchor component={Link} to={eventsPaths.edit(event.id)} size="sm">
              {event.name}
            </Anchor>
          ) : (
            <Text size="sm">{event.name}</Text>
          )}
          {!event.active && (
            <Badge size="xs" variant="light" color="gray" tt="none">
              {t('state.inactive')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {event.eligible ? t(`eligibility.${event.eligibility_mode}`) : t('eligibility.none')}
      </Table.Td>
      <Table.Td>
        <Badge size="sm" variant="light" color={isCredited(reason) ? 'teal' : 'gray'} tt="none">
          {isCredited(reason) ? t('object_events.yes') : t('object_events.no')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">
          {t(`object_events.reason.${reason}`)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
