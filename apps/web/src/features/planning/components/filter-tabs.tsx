import type { PlanningItem, PlanningList } from '@beacon/contracts';
import { Badge, Button, Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterTab } from '../model/config.ts';
import { GROUP_LEVELS } from '../model/levels.ts';
import { QUINTILES, type Quintile, tabGate, tabHasChoice, type WizardState } from '../model/wizard.ts';
import { FilterGroup } from './filter-group.tsx';
import { PrivateLayers } from './private-layers.tsx';

type Props = {
  tabs: FilterTab[];
  state: WizardState;
  onToggle: (list: PlanningList, item: PlanningItem) => void;
  onLayers: (layers: number[]) => void;
  onQuintile: (quintile: Quintile | null) => void;
  onClear: (tab: FilterTab) => void;
};

/** The filter tabs of the chosen pair; a tab opens once the steps before it are done. */
export function FilterTabs({ tabs, state, onToggle, onLayers, onQuintile, onClear }: Props) {
  const { t } = useTranslation('planning');
  const [picked, setPicked] = useState<string | null>(null);
  const open = tabs.filter((tab) => tabGate(state, tab) === null);
  // The tab shown: the one picked while it stays open, else the first open one.
  const active = picked && open.includes(picked as FilterTab) ? picked : (open[0] ?? null);
  const waiting = tabs.find((tab) => tabGate(state, tab) !== null);
  const waitingGate = waiting ? tabGate(state, waiting) : null;
  return (
    <Stack gap="xs">
      <Tabs value={active} onChange={setPicked} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => {
            const chosen = tabHasChoice(state, tab);
            return (
              <Tabs.Tab
                key={tab}
                value={tab}
                disabled={tabGate(state, tab) !== null}
                rightSection={
                  chosen ? (
                    <Badge size="xs" circle aria-label={t('has_choices')}>
                      ✓
                    </Badge>
                  ) : null
                }
              >
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {open.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="sm">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t(`tab_intro.${tab}`)}
                </Text>
                {tabHasChoice(state, tab) && (
                  <Button size="compact-xs" variant="subtle" onClick={() => onClear(tab)}>
                    {t(`clear.${tab}`)}
                  </Button>
                )}
              </Group>
              {tab === 'private' ? (
                <PrivateLayers chosen={state.layers} onChange={onLayers} />
              ) : (
                <>
                  {tab === 'pos' && (
                    <Group gap="xs">
                      <Text size="sm" id="pos-quintile">
                        {t('quintile.label')}
                      </Text>
                      <SegmentedControl
                        size="xs"
                        aria-labelledby="pos-quintile"
                        value={state.quintile === null ? 'any' : String(state.quintile)}
                        onChange={(value) => onQuintile(value === 'any' ? null : (Number(value) as Quintile))}
                        data={[
                          { value: 'any', label: t('quintile.any') },
                          ...QUINTILES.map((q) => ({ value: String(q), label: t(`quintile.q${q}`) })),
                        ]}
                      />
                    </Group>
                  )}
                  <FilterGroup levels={GROUP_LEVELS[tab]} state={state} onToggle={onToggle} />
                </>
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {waitingGate && (
        <Text size="sm" c="dimmed">
          {t(`gates.${waitingGate}`)}
        </Text>
      )}
    </Stack>
  );
}
