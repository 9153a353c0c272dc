import type { LineItem } from '@beacon/contracts';
import { Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { parentLabel } from '../../../lib/format/option-label.ts';
import { FactsStrip } from '../../../ui/facts-strip.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { RecordGate } from '../../../ui/record-gate.tsx';
import { submitSave } from '../../../ui/submit-save.ts';
import { BidWinPanel } from '../../dashboard/components/bid-win-panel.tsx';
import { LineItemEventsTab } from '../../events/ui/line-item-events-tab.tsx';
import { ModifierLinksPanel } from '../../modifier-links/panel/modifier-links-panel.tsx';
import { TargetingTab } from '../../targeting/tab/targeting-tab.tsx';
import { useLineItem } from '../api/use-line-item.ts';
import { useUpdateLineItem } from '../api/use-line-item-mutations.ts';
import { DeliveryBlockersNote } from '../components/delivery-blockers.tsx';
import { formatLineAmount } from '../components/line-amount.ts';
import { CreativesTab } from '../creatives/creatives-tab.tsx';
import { LineItemForm } from '../form/line-item-form.tsx';
import { LINE_ITEM_FIELDS, lineItemToValues } from '../form/line-item-form-values.ts';
import { useLineItemForm } from '../form/use-line-item-form.ts';
import { lineItemsPaths } from '../paths.ts';

/**
 * LineItemEdit (/admin/lineitem/edit/:id): overview, creatives, targeting and modifiers tabs
 * (`?tab=creatives`, `?tab=targeting`, `?tab=modifiers` and `?tab=events` open the others). A failed load
 * returns to LineItemList (docs/REQUIREMENTS.md#line-items). The route's loader
 * (`api/prefetch-line-item.ts`) has already asked for the line and the overview's chart data.
 */
export function LineItemEditPage() {
  const { id } = useParams();
  const lineQuery = useLineItem(id);
  return (
    <RecordGate query={lineQuery} leaveTo={lineItemsPaths.index}>
      {(line) => <LineItemEditTabs key={line.id} line={line} />}
    </RecordGate>
  );
}

const TABS = ['overview', 'creatives', 'targeting', 'modifiers', 'events'] as const;
type Tab = (typeof TABS)[number];

function LineItemEditTabs({ line }: { line: LineItem }) {
  const { t } = useTranslation('lineItems');
  const ability = useAppAbility();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'overview';
  const canSeeCreatives = ability.can('index', 'Creative') || ability.can('show', 'LineItem');
  const canSeeDelivery = ability.can('show', 'LineItem');
  const canSeeTargeting = ability.can('show', 'Targeting') || ability.can('index', 'Targeting');
  // A line's modifier link is read with the line's own permission (docs/REQUIREMENTS.md#line-items).
  const canSeeModifiers = ability.can('show', 'LineItem');
  // The events that may credit the line are read with the line's own permission, like its modifiers.
  const canSeeEvents = ability.can('show', 'LineItem');
  const select = (value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'overview' || value === null) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="sm" maw={1180}>
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} size="h3">
            {t('edit.title', { name: line.name })}
          </Title>
          <Text size="sm" c="dimmed">
            {parentLabel(line)}
            {!line.campaign_active && (
              <Badge ml="xs" size="sm" color="orange" variant="light" tt="none">
                {t('edit.campaign_inactive')}
              </Badge>
            )}
          </Text>
        </div>
        <LineFacts line={line} />
      </Group>
      <DeliveryBlockersNote line={line} />
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="overview">{t('tabs.overview')}</Tabs.Tab>
          {canSeeCreatives && (
            <Tabs.Tab
              value="creatives"
              rightSection={
                <Badge size="xs" variant="light" circle>
                  {line.creative_associations_count}
                </Badge>
              }
            >
              {t('tabs.creatives')}
            </Tabs.Tab>
          )}
          {canSeeTargeting && <Tabs.Tab value="targeting">{t('tabs.targeting')}</Tabs.Tab>}
          {canSeeModifiers && <Tabs.Tab value="modifiers">{t('tabs.modifiers')}</Tabs.Tab>}
          {canSeeEvents && <Tabs.Tab value="events">{t('tabs.events')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Stack gap="md">
            <LineItemEditForm line={line} />
            {canSeeDelivery && <BidWinPanel line={line} />}
          </Stack>
        </Tabs.Panel>
        {canSeeCreatives && (
          <Tabs.Panel value="creatives">
            <CreativesTab line={line} />
          </Tabs.Panel>
        )}
        {canSeeTargeting && (
          <Tabs.Panel value="targeting">
            <TargetingTab line={line} />
          </Tabs.Panel>
        )}
        {canSeeModifiers && (
          <Tabs.Panel value="modifiers">
            <ModifierLinksPanel
              owner={{
                kind: 'line_item',
                id: line.id,
                advertiserId: line.advertiser_id,
                currency: line.currency,
                campaignId: line.campaign_id,
              }}
            />
          </Tabs.Panel>
        )}
        {canSeeEvents && (
          <Tabs.Panel value="events">
            <LineItemEventsTab line={line} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

function LineItemEditForm({ line }: { line: LineItem }) {
  const { t } = useTranslation('lineItems');
  const navigate = useNavigate();
  const update = useUpdateLineItem(line.id);
  const [initial] = useState(() => lineItemToValues(line));
  const controller = useLineItemForm({ creating: false, values: initial, lineItemId: line.id });
  const { form } = controller;

  const save = (stay: boolean) =>
    submitSave(form, update, LINE_ITEM_FIELDS, (saved) => {
      notifySuccess('lineItems:messages.updated', { name: saved.name });
      if (stay) form.reset(lineItemToValues(saved));
      else navigate(lineItemsPaths.ofCampaign(saved.campaign_id));
    });

  return (
    <LineItemForm
      controller={controller}
      creating={false}
      label={t('edit.form_label')}
      onSubmit={save(false)}
      onSubmitAndContinue={() => void save(true)()}
      saving={update.isPending}
      saveLabel={t('edit.submit')}
    />
  );
}

/** What the form cannot change: the external id, the spend so far and what is left. */
function LineFacts({ line }: { line: LineItem }) {
  const { t, i18n } = useTranslation('lineItems');
  const impressions = t('impressions_short');
  const facts = [
    { key: 'external_id', value: String(line.external_id) },
    {
      key: 'spend',
      value: formatLineAmount(line.spend, { ...line, budget_type_id: 1 }, i18n.language, impressions),
    },
    {
      key: 'budget_remaining',
      value: formatLineAmount(line.budget_remaining, line, i18n.language, impressions),
    },
  ];
  return <FactsStrip facts={facts.map((fact) => ({ ...fact, label: t(`fields.${fact.key}`) }))} />;
}
