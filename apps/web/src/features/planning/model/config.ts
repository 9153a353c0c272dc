import type { PLANNING_USE_CASES, PlanningStrategy } from '@beacon/contracts';

export type UseCaseCode = (typeof PLANNING_USE_CASES)[number]['code'];

/** The wizard's tabs: the set-up steps, then the filter groups (docs/PLANNING.md#the-planner-wizard). */
export const PLANNER_TABS = [
  'country',
  'strategy',
  'useCase',
  'geo',
  'pois',
  'private',
  'ooh',
  'pos',
] as const;
export type PlannerTab = (typeof PLANNER_TABS)[number];
export type FilterTab = Exclude<PlannerTab, 'country' | 'strategy' | 'useCase'>;
export const FILTER_TABS: readonly FilterTab[] = ['geo', 'pois', 'private', 'ooh', 'pos'];

/** The planner's panel buttons, named as their actions. */
export const PLANNER_BUTTONS = [
  'analyze_geo',
  'analyze_pois',
  'analyze_pos',
  'calculate_reach',
  'analyze_audience',
  'save_pois',
  'store_attribution',
  'target_audience',
  'geo_fencing',
  'geo_report',
  'activate_ooh',
] as const;
export type PlannerButton = (typeof PLANNER_BUTTONS)[number];

export type PlannerConfig = { tabs: readonly PlannerTab[]; buttons: readonly PlannerButton[] };

const SETUP: readonly PlannerTab[] = ['country', 'strategy', 'useCase'];

/** Before a strategy and a use case are chosen: every tab and every button. */
const NONE: PlannerConfig = { tabs: PLANNER_TABS, buttons: PLANNER_BUTTONS };

/**
 * The tabs and buttons of each (strategy, use case) pair. The identify-POIs-near-OOH strategy pairs
 * only with its own use case; every other strategy with the create-audience use cases. The pairs
 * that calculate a reach also offer the geo report, the same count by neighbourhood
 * (docs/PLANNING.md#geo-report).
 */
const PAIRS: Record<PlanningStrategy, Partial<Record<UseCaseCode, PlannerConfig>>> = {
  create_audience: {
    seen_in_area: {
      tabs: [...SETUP, 'geo'],
      buttons: ['analyze_geo', 'calculate_reach', 'geo_report', 'analyze_audience', 'target_audience'],
    },
    seen_near_poi: {
      tabs: [...SETUP, 'geo', 'pois', 'private', 'ooh'],
      buttons: [
        'analyze_pois',
        'calculate_reach',
        'geo_report',
        'analyze_audience',
        'save_pois',
        'target_audience',
        'activate_ooh',
      ],
    },
    seen_in_pos: {
      tabs: [...SETUP, 'pos'],
      buttons: ['analyze_pos', 'calculate_reach', 'geo_report', 'analyze_audience', 'target_audience'],
    },
    store_attribution: {
      tabs: ['geo', 'pois', 'private', 'ooh'],
      buttons: ['analyze_pois', 'analyze_audience', 'save_pois', 'store_attribution', 'target_audience'],
    },
  },
  pois_near_ooh: {
    pois_near_ooh: {
      tabs: ['geo', 'pois', 'private', 'ooh'],
      buttons: ['analyze_pois', 'geo_fencing', 'save_pois'],
    },
  },
};

/** The tabs and buttons of a pair; null when the use case does not belong to the strategy. */
export function plannerConfig(
  strategy: PlanningStrategy | null,
  useCase: UseCaseCode | null,
): PlannerConfig | null {
  if (strategy === null || useCase === null) return NONE;
  return PAIRS[strategy][useCase] ?? null;
}

/** The use cases a strategy pairs with. */
export const strategyUseCases = (strategy: PlanningStrategy): UseCaseCode[] =>
  Object.keys(PAIRS[strategy]) as UseCaseCode[];

export type AnalysisType = 'analyze_geo' | 'analyze_pos' | 'analyze_pois';

/** Create audience + certain area is a geo analysis, + POS area a POS analysis, anything else POIs. */
export function analysisType(strategy: PlanningStrategy | null, useCase: UseCaseCode | null): AnalysisType {
  if (strategy === 'create_audience' && useCase === 'seen_in_area') return 'analyze_geo';
  if (strategy === 'create_audience' && useCase === 'seen_in_pos') return 'analyze_pos';
  return 'analyze_pois';
}

/** The filter tabs of a configuration, in the wizard's order. */
export const filterTabsOf = (config: PlannerConfig): FilterTab[] =>
  FILTER_TABS.filter((tab) => config.tabs.includes(tab));
