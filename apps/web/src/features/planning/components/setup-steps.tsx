import type { PlanningStrategy } from '@beacon/contracts';
import { CloseButton, Grid, Group, Paper, Pill, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../i18n/index.ts';
import {
  usePlanningCountries,
  usePlanningStrategies,
  usePlanningUseCases,
} from '../api/use-planning-options.ts';
import type { UseCaseCode } from '../model/config.ts';
import { tabGate, type WizardState } from '../model/wizard.ts';

type Props = {
  state: WizardState;
  /** The chosen pair's tabs hold the set-up steps: otherwise they show as a summary. */
  asSteps: boolean;
  onCountry: (country: number | null) => void;
  onStrategy: (strategy: PlanningStrategy | null) => void;
  onUseCase: (useCase: UseCaseCode | null) => void;
};

/** The first three steps: country, strategy and use case, each waiting for the one before. */
export function SetupSteps({ state, asSteps, onCountry, onStrategy, onUseCase }: Props) {
  const { t, i18n } = useTranslation('planning');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const countries = usePlanningCountries(language);
  const strategies = usePlanningStrategies();
  const useCases = usePlanningUseCases(state.strategy);

  const countryData = groupByContinent(countries.data?.results ?? []);
  const strategyData = (strategies.data?.results ?? []).map((s) => ({
    value: String(s.extra),
    label: t(`strategies.${s.extra}`, { defaultValue: s.value }),
  }));
  const useCaseData = (useCases.data?.results ?? []).map((u) => ({
    value: String(u.extra),
    label: t(`use_cases.${u.extra}`, { defaultValue: u.value }),
  }));
  const countryName = countries.data?.results.find((c) => c.id === state.country)?.value;
  const strategyGate = tabGate(state, 'strategy');
  const useCaseGate = tabGate(state, 'useCase');

  if (!asSteps)
    return (
      <Paper withBorder p="xs" radius="md">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {t('setup.summary')}
          </Text>
          {[
            { key: 'country', label: countryName, remove: () => onCountry(null) },
            {
              key: 'strategy',
              label: strategyData.find((s) => s.value === state.strategy)?.label,
              remove: () => onStrategy(null),
            },
            {
              key: 'use_case',
              label: useCaseData.find((u) => u.value === state.useCase)?.label,
              remove: () => onUseCase(null),
            },
          ].map((chip) => (
            <Pill key={chip.key} size="md">
              <Group gap={4} wrap="nowrap">
                {chip.label ?? '…'}
                <CloseButton size="xs" aria-label={t(`setup.remove_${chip.key}`)} onClick={chip.remove} />
              </Group>
            </Pill>
          ))}
        </Group>
      </Paper>
    );

  return (
    // The use cases have the longest names.
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <Select
          label={t('setup.country')}
          placeholder={t('setup.country_placeholder')}
          data={countryData}
          value={state.country === null ? null : String(state.country)}
          onChange={(value) => onCountry(value === null ? null : Number(value))}
          searchable
          clearable
          nothingFoundMessage={t('no_values')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label={t('setup.strategy')}
          // A step waiting for the one before says so in place of its placeholder.
          placeholder={strategyGate ? t(`gates.${strategyGate}`) : t('setup.strategy_placeholder')}
          data={strategyData}
          value={state.strategy}
          onChange={(value) => onStrategy(value as PlanningStrategy | null)}
          disabled={strategyGate !== null}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Select
          label={t('setup.use_case')}
          placeholder={useCaseGate ? t(`gates.${useCaseGate}`) : t('setup.use_case_placeholder')}
          data={useCaseData}
          value={state.useCase}
          onChange={(value) => onUseCase(value as UseCaseCode | null)}
          disabled={useCaseGate !== null}
          clearable
        />
      </Grid.Col>
    </Grid>
  );
}

/** Countries under their continents, in the order the server gives. */
function groupByContinent(rows: { id: number | string; value: string; extra: string | null }[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const row of rows) {
    const group = row.extra ?? '';
    groups.set(group, [...(groups.get(group) ?? []), { value: String(row.id), label: row.value }]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
