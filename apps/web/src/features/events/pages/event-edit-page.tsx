import type { Event } from '@beacon/contracts';
import { Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { RecordGate } from '../../../ui/record-gate.tsx';
import { useEvent, useLookupName } from '../api/use-event.ts';
import { eventsPaths } from '../paths.ts';
import { DetailsTab } from '../tabs/details-tab.tsx';
import { EligibleObjectsTab } from '../tabs/eligible-objects-tab.tsx';
import { TagTab } from '../tabs/tag-tab.tsx';
import { EventStatusBadge } from '../ui/event-status-badge.tsx';
import { FiredCounters } from '../ui/fired-counters.tsx';

/**
 * EventEdit (/admin/events/edit/:id): details, eligible objects (`?tab=1`) and tag (`?tab=2`). A
 * failed load returns to EventIndex (docs/REQUIREMENTS.md#events).
 */
export function EventEditPage() {
  const { id } = useParams();
  const eventQuery = useEvent(id);
  return (
    <RecordGate query={eventQuery} leaveTo={eventsPaths.index}>
      {(event) => <EventEditTabs key={event.id} event={event} />}
    </RecordGate>
  );
}

const TABS = ['0', '1', '2'] as const;
type Tab = (typeof TABS)[number];

function EventEditTabs({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const ability = useAppAbility();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') ?? '';
  const tab: Tab = (TABS as readonly string[]).includes(requested) ? (requested as Tab) : '0';
  const canSeeTag = ability.can('show_event_tag', 'Event');
  const typeName = useLookupName('types');
  const select = (value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === '0' || value === null) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="sm" maw={1180}>
      <Group justify="space-between" align="flex-end" gap="md" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Title order={1} size="h3" lineClamp={1}>
              {t('edit.title', { name: event.name })}
            </Title>
            <EventStatusBadge status={event.status} />
            {event.archived && (
              <Badge size="sm" variant="light" color="gray" tt="none">
                {t('state.archived')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {[
              event.advertiser_name,
              typeName(event.event_type_id, event.event_type),
              t('edit.external_id', { id: event.external_id }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        <FiredCounters counts={event} />
      </Group>
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="0">{t('tabs.details')}</Tabs.Tab>
          <Tabs.Tab
            value="1"
            rightSection={
              event.eligible && event.eligibility_mode === 'whitelist' ? (
                <Badge size="xs" variant="light" circle>
                  {event.campaigns.length + event.line_items.length}
                </Badge>
              ) : undefined
            }
          >
            {t('tabs.eligible')}
          </Tabs.Tab>
          {canSeeTag && <Tabs.Tab value="2">{t('tabs.tag')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="0">
          <DetailsTab event={event} />
        </Tabs.Panel>
        <Tabs.Panel value="1">
          <EligibleObjectsTab event={event} onOpenDetails={() => select('0')} />
        </Tabs.Panel>
        {canSeeTag && (
          <Tabs.Panel value="2">
            <TagTab event={event} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
