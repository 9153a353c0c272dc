import {
  PLANNING_ACTIONS,
  type PlanningAction,
  type PlanningAnalysis,
  type PlanningAnalysisFilters,
  type PlanningAnalysisRequest,
  type PlanningItem,
  type PlanningReachInput,
  type PlanningSelection,
} from '@beacon/contracts';
import { filterTabsOf, type PlannerButton } from './config.ts';
import { filterValue, GROUP_LEVELS } from './levels.ts';
import { analyzeGate, configOf, type Gate, type WizardState } from './wizard.ts';

/** The buttons the analyses API runs; the others are not offered. */
export const isAnalysisAction = (button: PlannerButton): button is PlanningAction =>
  (PLANNING_ACTIONS as readonly string[]).includes(button);

const ANALYZE: readonly PlanningAction[] = ['analyze_pois', 'analyze_geo', 'analyze_pos'];
export const isAnalyze = (action: PlanningAction) => ANALYZE.includes(action);

/** A chosen item as the analyses take it: its value, its select-all code, or its like-names term. */
function selectionOf(level: (typeof GROUP_LEVELS)['geo'][number], item: PlanningItem): PlanningSelection {
  if (item.all && item.term) return { all: true, term: item.term };
  if (item.all) return Number(item.id);
  return filterValue(level, item);
}

/** The choices of the tabs the pair shows, under the option lists' keys. */
export function analysisFilters(state: WizardState): PlanningAnalysisFilters {
  const config = configOf(state);
  const tabs = config ? filterTabsOf(config) : [];
  const filters: Record<string, Record<string, unknown>> = {};
  for (const tab of tabs) {
    if (tab === 'private') continue;
    const group: Record<string, unknown> = {};
    for (const level of GROUP_LEVELS[tab]) {
      const items = state.levels[level.list] ?? [];
      if (items.length > 0) group[level.key] = items.map((item) => selectionOf(level, item));
    }
    if (tab === 'pos' && state.quintile !== null) {
      group.quintile_min = state.quintile;
      group.quintile_max = state.quintile;
    }
    if (Object.keys(group).length > 0) filters[tab] = group;
  }
  return filters as PlanningAnalysisFilters;
}

export type ActionExtras = { reach?: PlanningReachInput; name?: string; radius_km?: number };

/** The request of an action over the wizard's choices; null before the set-up is done. */
export function analysisRequest(
  state: WizardState,
  action: PlanningAction,
  extras: ActionExtras = {},
): PlanningAnalysisRequest | null {
  if (state.country === null || state.strategy === null || state.useCase === null) return null;
  const tabs = filterTabsOf(configOf(state) ?? { tabs: [], buttons: [] });
  return {
    country_code: state.country,
    strategy: state.strategy,
    use_case: state.useCase,
    action,
    filters: analysisFilters(state),
    layers: tabs.includes('private') ? state.layers : [],
    ...((action === 'calculate_reach' || action === 'geo_report') && extras.reach
      ? { reach: extras.reach }
      : {}),
    ...((action === 'save_pois' || action === 'geo_fencing') && extras.name ? { name: extras.name } : {}),
    ...(action === 'geo_fencing' && extras.radius_km !== undefined ? { radius_km: extras.radius_km } : {}),
  };
}

/** What decides whether an action would answer differently: its request without the names it writes. */
export function requestSignature(request: PlanningAnalysisRequest | null): string {
  if (!request) return '';
  const { name: _name, ...rest } = request;
  return JSON.stringify(rest);
}

/** The selection alone (country, pair, filters, layers): what the analyze step was run over. */
export const selectionSignature = (state: WizardState): string => {
  const request = analysisRequest(state, 'analyze_pois');
  return request
    ? JSON.stringify([
        request.country_code,
        request.strategy,
        request.use_case,
        request.filters,
        request.layers,
      ])
    : '';
};

/** A result counts only when it ended well and is not empty (spec §4.6). */
export const isValidResult = (analysis: PlanningAnalysis | undefined): boolean =>
  analysis?.status === 'success' && analysis.success && analysis.response !== null;

export type ActionGate = Gate | 'choice_missing' | 'pos_missing' | 'running' | 'unchanged' | 'analyze_first';

export type RunRecord = { signature: string; selection: string; analysis?: PlanningAnalysis };

/**
 * Why an action cannot run now: the choices it needs, a run still going, the same filters as its
 * last run, or (for reach, saving and geo-fencing) no valid analysis of the current selection.
 */
export function actionGate(
  state: WizardState,
  action: PlanningAction,
  signature: string,
  runs: Partial<Record<PlanningAction, RunRecord>>,
  analysisAction: PlanningAction,
): ActionGate {
  const gate = analyzeGate(state);
  if (gate) return gate;
  const last = runs[action];
  const status = last?.analysis?.status;
  if (last && (status === undefined || status === 'pending' || status === 'processing')) return 'running';
  // A failed run may be tried again as it is; a finished one only over other filters.
  if (last && status === 'success' && last.signature === signature) return 'unchanged';
  if (!isAnalyze(action)) {
    const analysis = runs[analysisAction];
    if (!analysis || !isValidResult(analysis.analysis) || analysis.selection !== selectionSignature(state))
      return 'analyze_first';
  }
  return null;
}
