import {
  PLANNING_DEFAULT_COUNTRY,
  type PlanningFilters,
  type PlanningItem,
  type PlanningList,
  type PlanningStrategy,
  planningSearchKey,
} from '@beacon/contracts';
import {
  type FilterTab,
  filterTabsOf,
  type PlannerConfig,
  type PlannerTab,
  plannerConfig,
  type UseCaseCode,
} from './config.ts';
import { filterValue, GROUP_LEVELS, groupOf, LEVELS, type Level, levelOf } from './levels.ts';

/** POS stores by quintile: 0 (carried, not sold) or 5 (top fifth); null for any. */
export type Quintile = 0 | 5;
export const QUINTILES: readonly Quintile[] = [0, 5];

/** What the wizard holds: the set-up choices and the chosen items of each level. */
export type WizardState = {
  country: number | null;
  strategy: PlanningStrategy | null;
  useCase: UseCaseCode | null;
  /** Chosen items per level; a select-all or like-names entry (`all: true`) stands alone. */
  levels: Partial<Record<PlanningList, PlanningItem[]>>;
  /** Chosen private layers, by id. */
  layers: number[];
  quintile: Quintile | null;
};

export const initialWizard = (country: number = PLANNING_DEFAULT_COUNTRY): WizardState => ({
  country,
  strategy: null,
  useCase: null,
  levels: {},
  layers: [],
  quintile: null,
});

const noFilters = { levels: {}, layers: [], quintile: null } satisfies Partial<WizardState>;

/** Choosing or removing the country starts over: the lists are the country's. */
export const setCountry = (state: WizardState, country: number | null): WizardState => ({
  ...state,
  ...noFilters,
  country,
  strategy: country === null ? null : state.strategy,
  useCase: country === null ? null : state.useCase,
});

/** A new or removed strategy clears the use case and every choice under it. */
export const setStrategy = (state: WizardState, strategy: PlanningStrategy | null): WizardState =>
  state.country === null ? state : { ...state, ...noFilters, strategy, useCase: null };

/** A new or removed use case changes the tabs: the choices start over. */
export const setUseCase = (state: WizardState, useCase: UseCaseCode | null): WizardState =>
  state.strategy === null ? state : { ...state, ...noFilters, useCase };

/** Levels whose lists depend on `list`: the deeper levels of its chain, transitively. */
export function childrenOf(list: PlanningList): PlanningList[] {
  const direct = LEVELS.filter((l) => l.parent === list).map((l) => l.list);
  return direct.flatMap((child) => [child, ...childrenOf(child)]);
}

const selected = (state: WizardState, list: PlanningList) => state.levels[list] ?? [];
const hasGeo = (state: WizardState) => GROUP_LEVELS.geo.some((l) => selected(state, l.list).length > 0);

/**
 * The choices of one level. Selecting at a level clears its children; emptying the geography also
 * clears the POI and POS choices, which were narrowed to it.
 */
export function setLevel(state: WizardState, list: PlanningList, items: PlanningItem[]): WizardState {
  const levels = { ...state.levels, [list]: items };
  for (const child of childrenOf(list)) delete levels[child];
  const next = { ...state, levels };
  if (groupOf(list) === 'geo' && !hasGeo(next)) return clearGroups(next, ['pois', 'pos']);
  return next;
}

/** Clears every choice of the given groups; clearing the geography also clears POIs and POS. */
export function clearGroups(state: WizardState, groups: FilterTab[]): WizardState {
  const cleared = new Set<FilterTab>(groups.includes('geo') ? [...groups, 'pois', 'pos'] : groups);
  const levels = { ...state.levels };
  for (const group of cleared) {
    if (group === 'private') continue;
    for (const level of GROUP_LEVELS[group]) delete levels[level.list];
  }
  return {
    ...state,
    levels,
    layers: cleared.has('private') ? [] : state.layers,
    quintile: cleared.has('pos') ? null : state.quintile,
  };
}

/**
 * Adds or removes one item. A select-all or like-names entry replaces the level's choices; a single
 * value replaces a select-all entry.
 */
export function toggleItem(state: WizardState, list: PlanningList, item: PlanningItem): WizardState {
  const current = selected(state, list);
  if (current.some((c) => c.identifier === item.identifier))
    return setLevel(
      state,
      list,
      current.filter((c) => c.identifier !== item.identifier),
    );
  if (item.all) return setLevel(state, list, [item]);
  return setLevel(state, list, [...current.filter((c) => !c.all), item]);
}

export type ItemState = 'unselected' | 'selected' | 'checked';

/**
 * How an item shows: selected when chosen itself, checked when a chosen select-all entry covers it
 * (every value, or every value containing a like-names term).
 */
export function itemState(state: WizardState, list: PlanningList, item: PlanningItem): ItemState {
  const current = selected(state, list);
  if (current.some((c) => c.identifier === item.identifier)) return 'selected';
  if (item.all) return 'unselected';
  const covered = current.some(
    (c) => c.all && (!c.term || planningSearchKey(item.value).includes(planningSearchKey(c.term))),
  );
  return covered ? 'checked' : 'unselected';
}

/** Why a step or level cannot be used yet; null when it can. */
export type Gate =
  | null
  | 'country_first'
  | 'strategy_first'
  | 'use_case_first'
  | 'geo_first'
  | 'parent_first'
  | 'like_parent';

/** The configuration the wizard shows: the chosen pair's, every tab before the choice. */
export const configOf = (state: WizardState): PlannerConfig | null =>
  plannerConfig(state.strategy, state.useCase);

/** Whether a tab can be opened: each step needs the one before it. */
export function tabGate(state: WizardState, tab: PlannerTab): Gate {
  if (tab === 'country') return null;
  if (state.country === null) return 'country_first';
  if (tab === 'strategy') return null;
  if (state.strategy === null) return 'strategy_first';
  if (tab === 'useCase') return null;
  if (state.useCase === null) return 'use_case_first';
  // The guided order is geography, then places: with a geography tab, the others wait for it.
  const config = configOf(state);
  if (tab !== 'geo' && config?.tabs.includes('geo') && !hasGeo(state)) return 'geo_first';
  return null;
}

/** Whether a level's list can be opened: its parent must hold a choice that deeper lists can follow. */
export function levelGate(state: WizardState, level: Level): Gate {
  const tab = groupOf(level.list);
  const gate = tabGate(state, tab);
  if (gate) return gate;
  if (level.parent === null) return null;
  const parent = selected(state, level.parent);
  if (parent.length === 0) return 'parent_first';
  // A like-names entry stands for values found by a term, which deeper lists cannot be narrowed to.
  if (parent.some((p) => p.all && p.term)) return 'like_parent';
  return levelGate(state, levelOf(level.parent));
}

const POS_PLACES: PlanningList[] = ['pos-states', 'pos-cities', 'pos-neighbourhoods'];

/**
 * The filters a level's list is narrowed by: the choices of its ancestors; for POI and OOH levels
 * also the geography when the wizard has that step; for POS products and store types also the POS
 * places.
 */
export function levelFilters(state: WizardState, list: PlanningList): PlanningFilters {
  const group = groupOf(list);
  const sources = LEVELS.filter((l) => childrenOf(l.list).includes(list));
  if ((group === 'pois' || group === 'ooh') && configOf(state)?.tabs.includes('geo'))
    sources.push(...GROUP_LEVELS.geo);
  if (group === 'pos' && !POS_PLACES.includes(list)) sources.push(...POS_PLACES.map(levelOf));
  const filters: PlanningFilters = {};
  for (const source of sources) {
    const values = selected(state, source.list)
      .filter((item) => !item.all)
      .map((item) => filterValue(source, item));
    if (values.length > 0) filters[source.key] = [...(filters[source.key] ?? []), ...values];
  }
  return filters;
}

/** Whether any choice exists in a filter tab. */
export function tabHasChoice(state: WizardState, tab: FilterTab): boolean {
  if (tab === 'private') return state.layers.length > 0;
  return GROUP_LEVELS[tab].some((l) => selected(state, l.list).length > 0);
}

/**
 * Whether the analysis can run: country, strategy and use case set and the selections the visible
 * tabs need: a geography for a geo analysis, a POS choice for POS, a category (of POIs or OOH) or a
 * private layer for places.
 */
export function analyzeGate(state: WizardState): Gate | 'choice_missing' | 'pos_missing' {
  if (state.country === null) return 'country_first';
  if (state.strategy === null) return 'strategy_first';
  if (state.useCase === null) return 'use_case_first';
  const config = configOf(state);
  if (!config) return 'use_case_first';
  const tabs = filterTabsOf(config);
  if (tabs.includes('geo') && !tabHasChoice(state, 'geo')) return 'geo_first';
  const places = tabs.filter((t) => t === 'pois' || t === 'ooh' || t === 'private');
  if (places.length > 0 && !places.some((t) => tabHasChoice(state, t))) return 'choice_missing';
  if (tabs.includes('pos') && !tabHasChoice(state, 'pos')) return 'pos_missing';
  return null;
}
