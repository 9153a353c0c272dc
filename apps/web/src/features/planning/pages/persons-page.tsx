import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { ActionsPanel } from '../components/actions-panel.tsx';
import { FilterTabs } from '../components/filter-tabs.tsx';
import { SetupSteps } from '../components/setup-steps.tsx';
import { filterTabsOf } from '../model/config.ts';
import { loadWizard, saveWizard } from '../model/storage.ts';
import {
  clearGroups,
  configOf,
  setCountry,
  setStrategy,
  setUseCase,
  toggleItem,
  type WizardState,
} from '../model/wizard.ts';

/**
 * PersonsIndex (/admin/persons/index): the audience planner's guided wizard (docs/PLANNING.md#the-planner-wizard).
 * The choices are kept in the browser for 8 hours.
 */
export function PersonsPage() {
  const { t } = useTranslation('planning');
  const [state, setState] = useState<WizardState>(() => loadWizard(localStorage, Date.now()));
  useEffect(() => saveWizard(localStorage, state, Date.now()), [state]);
  const config = configOf(state);
  const chosen = state.strategy !== null && state.useCase !== null;
  const asSteps = !chosen || (config?.tabs.includes('country') ?? true);
  return (
    // The wizard keeps to a readable column at the left of wide screens.
    <Stack gap="md" maw={760}>
      <PageHeading title={t('title')} intro={t('intro')} />
      <SetupSteps
        state={state}
        asSteps={asSteps}
        onCountry={(country) => setState((s) => setCountry(s, country))}
        onStrategy={(strategy) => setState((s) => setStrategy(s, strategy))}
        onUseCase={(useCase) => setState((s) => setUseCase(s, useCase))}
      />
      {config && (
        <FilterTabs
          tabs={filterTabsOf(config)}
          state={state}
          onToggle={(list, item) => setState((s) => toggleItem(s, list, item))}
          onLayers={(layers) => setState((s) => ({ ...s, layers }))}
          onQuintile={(quintile) => setState((s) => ({ ...s, quintile }))}
          onClear={(tab) => setState((s) => clearGroups(s, [tab]))}
        />
      )}
      {config && <ActionsPanel state={state} config={config} />}
    </Stack>
  );
}
