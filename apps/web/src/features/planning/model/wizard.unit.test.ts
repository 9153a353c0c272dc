import type { PlanningItem, PlanningList } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { levelOf } from './levels.ts';
import { planningItem as item } from './test-items.ts';
import {
  analyzeGate,
  clearGroups,
  initialWizard,
  itemState,
  levelFilters,
  levelGate,
  setCountry,
  setLevel,
  setStrategy,
  setUseCase,
  tabGate,
  toggleItem,
  type WizardState,
} from './wizard.ts';

const all = (type: PlanningList, id: number, term?: string): PlanningItem => ({
  ...item(type, term ? `like ${term}` : 'all', id),
  all: true,
  ...(term ? { term } : {}),
});

const nearPoi = (): WizardState =>
  setUseCase(setStrategy(initialWizard(), 'create_audience'), 'seen_near_poi');
const withGeo = (state = nearPoi()) =>
  toggleItem(state, 'geo-states', item('geo-states', 'Bogotá D.C.', 'CO-DC'));

describe('wizard steps (spec §4.6)', () => {
  it('starts on Colombia, or on the given country', () => {
    expect(initialWizard().country).toBe(170);
    expect(initialWizard(76).country).toBe(76);
  });

  it('cannot advance a step without the one before it', () => {
    const none = setCountry(initialWizard(), null);
    expect(tabGate(none, 'strategy')).toBe('country_first');
    expect(setStrategy(none, 'create_audience').strategy).toBeNull();
    const country = initialWizard();
    expect(tabGate(country, 'strategy')).toBeNull();
    expect(tabGate(country, 'useCase')).toBe('strategy_first');
    expect(setUseCase(country, 'seen_in_area').useCase).toBeNull();
    const strategy = setStrategy(country, 'create_audience');
    expect(tabGate(strategy, 'useCase')).toBeNull();
    expect(tabGate(strategy, 'geo')).toBe('use_case_first');
    const useCase = setUseCase(strategy, 'seen_near_poi');
    expect(tabGate(useCase, 'geo')).toBeNull();
    // Places wait for the geography.
    expect(tabGate(useCase, 'pois')).toBe('geo_first');
    expect(tabGate(withGeo(useCase), 'pois')).toBeNull();
  });

  it('opens a POS area without a geography step', () => {
    const pos = setUseCase(setStrategy(initialWizard(), 'create_audience'), 'seen_in_pos');
    expect(tabGate(pos, 'pos')).toBeNull();
  });

  it('clears what depends on a removed or changed country, strategy or use case', () => {
    const chosen = toggleItem(withGeo(), 'poi-categories', item('poi-categories', 'Banks'));
    const noCountry = setCountry(chosen, null);
    expect(noCountry).toMatchObject({ country: null, strategy: null, useCase: null, levels: {} });
    const otherCountry = setCountry(chosen, 76);
    expect(otherCountry).toMatchObject({ country: 76, strategy: 'create_audience', levels: {} });
    expect(setStrategy(chosen, null)).toMatchObject({ strategy: null, useCase: null, levels: {} });
    expect(setUseCase(chosen, null)).toMatchObject({
      strategy: 'create_audience',
      useCase: null,
      levels: {},
    });
  });
});

describe('levels (spec §3.9, §4.6)', () => {
  it('gates a level until its parent holds a choice', () => {
    const state = withGeo();
    expect(levelGate(state, levelOf('geo-cities'))).toBeNull();
    expect(levelGate(state, levelOf('geo-neighbourhoods'))).toBe('parent_first');
    expect(levelGate(state, levelOf('poi-subcategories'))).toBe('parent_first');
    const banks = toggleItem(state, 'poi-categories', item('poi-categories', 'Banks'));
    expect(levelGate(banks, levelOf('poi-subcategories'))).toBeNull();
    expect(levelGate(banks, levelOf('poi-brands'))).toBe('parent_first');
    // Before the geography every place level waits for it.
    expect(levelGate(nearPoi(), levelOf('poi-categories'))).toBe('geo_first');
  });

  it('a like-names entry cannot be narrowed further; a plain select-all can', () => {
    const state = withGeo();
    const like = toggleItem(state, 'poi-categories', all('poi-categories', -2000, 'bank'));
    expect(levelGate(like, levelOf('poi-subcategories'))).toBe('like_parent');
    const every = toggleItem(state, 'poi-categories', all('poi-categories', -2000));
    expect(levelGate(every, levelOf('poi-subcategories'))).toBeNull();
  });

  it('selecting at a parent level clears its children', () => {
    let state = toggleItem(withGeo(), 'poi-categories', item('poi-categories', 'Banks'));
    state = toggleItem(state, 'poi-subcategories', item('poi-subcategories', 'ATM'));
    state = toggleItem(state, 'poi-brands', item('poi-brands', 'Bancolombia'));
    const next = toggleItem(state, 'poi-categories', item('poi-categories', 'Shops'));
    expect(next.levels['poi-categories']?.map((i) => i.value)).toEqual(['Banks', 'Shops']);
    expect(next.levels['poi-subcategories']).toBeUndefined();
    expect(next.levels['poi-brands']).toBeUndefined();
    // A sibling group keeps its choices.
    expect(next.levels['geo-states']).toHaveLength(1);
  });

  it('clearing the geography clears the POI and POS choices, not OOH or private layers', () => {
    let state = toggleItem(withGeo(), 'poi-categories', item('poi-categories', 'Banks'));
    state = toggleItem(state, 'ooh-categories', item('ooh-categories', 'Billboard'));
    state = toggleItem(state, 'pos-store-types', item('pos-store-types', 'Pharmacy'));
    state = { ...state, layers: [4], quintile: 5 };
    const emptied = setLevel(state, 'geo-states', []);
    expect(emptied.levels['poi-categories']).toBeUndefined();
    expect(emptied.levels['pos-store-types']).toBeUndefined();
    expect(emptied.levels['ooh-categories']).toHaveLength(1);
    expect(emptied.layers).toEqual([4]);
    const cleared = clearGroups(state, ['geo']);
    expect(cleared.levels).toEqual({ 'ooh-categories': state.levels['ooh-categories'] });
    expect(cleared.quintile).toBeNull();
    expect(clearGroups(state, ['private']).layers).toEqual([]);
  });

  it('a select-all entry replaces the values, and a value replaces select-all', () => {
    let state = toggleItem(withGeo(), 'poi-categories', item('poi-categories', 'Banks'));
    state = toggleItem(state, 'poi-categories', all('poi-categories', -2000));
    expect(state.levels['poi-categories']?.map((i) => i.id)).toEqual([-2000]);
    state = toggleItem(state, 'poi-categories', item('poi-categories', 'Shops'));
    expect(state.levels['poi-categories']?.map((i) => i.id)).toEqual(['Shops']);
    state = toggleItem(state, 'poi-categories', item('poi-categories', 'Shops'));
    expect(state.levels['poi-categories']).toEqual([]);
  });

  it('shows items unselected, selected, or checked under a select-all or matching like-names entry', () => {
    const banks = item('poi-categories', 'Banks');
    const shops = item('poi-categories', 'Shops');
    let state = withGeo();
    expect(itemState(state, 'poi-categories', banks)).toBe('unselected');
    state = toggleItem(state, 'poi-categories', banks);
    expect(itemState(state, 'poi-categories', banks)).toBe('selected');
    const every = toggleItem(state, 'poi-categories', all('poi-categories', -2000));
    expect(itemState(every, 'poi-categories', shops)).toBe('checked');
    const like = toggleItem(state, 'poi-categories', all('poi-categories', -2000, 'BÁN'));
    expect(itemState(like, 'poi-categories', banks)).toBe('checked');
    expect(itemState(like, 'poi-categories', shops)).toBe('unselected');
  });

  it('narrows a list by its ancestors and the geography, with codes for places and names for POIs', () => {
    let state = withGeo();
    state = toggleItem(state, 'geo-cities', item('geo-cities', 'Bogotá', 3688689));
    state = toggleItem(state, 'poi-categories', item('poi-categories', 'Banks'));
    state = toggleItem(state, 'poi-categories', all('poi-categories', -2000));
    expect(levelFilters(state, 'geo-neighbourhoods')).toEqual({
      codigo_estado: ['CO-DC'],
      codigo_ciudad: ['3688689'],
    });
    // A select-all entry narrows nothing.
    expect(levelFilters(state, 'poi-subcategories')).toEqual({
      codigo_estado: ['CO-DC'],
      codigo_ciudad: ['3688689'],
    });
    state = toggleItem(state, 'poi-categories', item('poi-categories', 'Banks'));
    state = toggleItem(state, 'poi-subcategories', item('poi-subcategories', 'ATM'));
    expect(levelFilters(state, 'poi-brands')).toMatchObject({ categoria: ['Banks'], subcategoria: ['ATM'] });
  });

  it('narrows POS products and store types to the POS places', () => {
    let state = setUseCase(setStrategy(initialWizard(), 'create_audience'), 'seen_in_pos');
    state = toggleItem(state, 'pos-states', item('pos-states', 'Antioquia', 'CO-ANT'));
    state = toggleItem(state, 'pos-macro-categories', item('pos-macro-categories', 'Food'));
    expect(levelFilters(state, 'pos-store-types')).toEqual({ codigo_estado: ['CO-ANT'] });
    expect(levelFilters(state, 'pos-categories')).toEqual({
      codigo_estado: ['CO-ANT'],
      macro_categoria: ['Food'],
    });
    expect(levelFilters(state, 'pos-cities')).toEqual({ codigo_estado: ['CO-ANT'] });
  });
});

describe('analyze gate (spec §4.6)', () => {
  it('needs the set-up and the selections of the visible tabs', () => {
    expect(analyzeGate(setCountry(initialWizard(), null))).toBe('country_first');
    expect(analyzeGate(initialWizard())).toBe('strategy_first');
    expect(analyzeGate(setStrategy(initialWizard(), 'create_audience'))).toBe('use_case_first');
    expect(analyzeGate(nearPoi())).toBe('geo_first');
    expect(analyzeGate(withGeo())).toBe('choice_missing');
    expect(analyzeGate(toggleItem(withGeo(), 'poi-categories', item('poi-categories', 'Banks')))).toBeNull();
    expect(analyzeGate({ ...withGeo(), layers: [3] })).toBeNull();
    const area = setUseCase(setStrategy(initialWizard(), 'create_audience'), 'seen_in_area');
    expect(analyzeGate(withGeo(area))).toBeNull();
    const pos = setUseCase(setStrategy(initialWizard(), 'create_audience'), 'seen_in_pos');
    expect(analyzeGate(pos)).toBe('pos_missing');
    expect(analyzeGate(toggleItem(pos, 'pos-store-types', item('pos-store-types', 'Pharmacy')))).toBeNull();
  });
});
