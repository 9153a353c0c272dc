import type { PlanningItem, PlanningList } from '@beacon/contracts';
import { Accordion, Badge, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Level } from '../model/levels.ts';
import { levelGate, type WizardState } from '../model/wizard.ts';
import { OptionLevel } from './option-level.tsx';

type Props = {
  levels: Level[];
  state: WizardState;
  onToggle: (list: PlanningList, item: PlanningItem) => void;
};

/**
 * The levels of a filter group in order: a level opens once its parent holds a choice, and the
 * next level expands when a choice is made.
 */
export function FilterGroup({ levels, state, onToggle }: Props) {
  const { t } = useTranslation('planning');
  const openable = levels.filter((l) => !levelGate(state, l)).map((l) => l.list);
  const [open, setOpen] = useState<string[]>(() => openable.slice(0, 1));
  const previous = useRef<PlanningList[]>(openable);
  const openKey = openable.join(',');
  // A level that became available (its parent just got a choice) expands; a gated one closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the set of openable levels only
  useEffect(() => {
    setOpen((current) => {
      const kept = current.filter((list) => openable.includes(list as PlanningList));
      const fresh = openable.filter((list) => !previous.current.includes(list));
      return [...new Set([...kept, ...fresh])];
    });
    previous.current = openable;
  }, [openKey]);
  return (
    <Accordion multiple value={open} onChange={setOpen} variant="separated" chevronPosition="left">
      {levels.map((level) => {
        const gate = levelGate(state, level);
        const chosen = state.levels[level.list]?.length ?? 0;
        return (
          <Accordion.Item key={level.list} value={level.list}>
            <Accordion.Control disabled={gate !== null}>
              <Group justify="space-between" wrap="nowrap" pr="xs">
                <Text size="sm" fw={500}>
                  {t(`levels.${level.list}`)}
                </Text>
                {gate ? (
                  <Text size="xs" c="dimmed">
                    {t(`gates.${gate}`)}
                  </Text>
                ) : (
                  chosen > 0 && (
                    <Badge size="sm" variant="light">
                      {t('chosen', { count: chosen })}
                    </Badge>
                  )
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {gate === null && open.includes(level.list) && (
                <OptionLevel level={level} state={state} onToggle={(item) => onToggle(level.list, item)} />
              )}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
