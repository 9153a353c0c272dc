import type { PlanningAnalysis } from '@beacon/contracts';
import { planningAnalysisRequestSchema } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import {
  actionGate,
  analysisFilters,
  analysisRequest,
  isValidResult,
  requestSignature,
  selectionSignature,
} from './analysis-request.ts';
import { defaultReachOptions, REACH_RADII, reachInput } from './reach-options.ts';
import { planningItem as item } from './test-items.ts';
import { initialWizard, setStrategy, setUseCase, toggleItem, type WizardState } from './wizard.ts';

const pair = (strategy: 'create_audience' | 'pois_near_ooh', useCase: Parameters<typeof setUseCase>[1]) =>
  setUseCase(setStrategy(initialWizard(), strategy), useCase);

const nearPoi = (): WizardState => {
  let state = pair('create_audience', 'seen_near_poi');
  state = toggleItem(state, 'geo-states', item('geo-states', 'Bogotá D.C.', 'CO-DC'));
  state = toggleItem(state, 'poi-categories', item('poi-categories', 'Banks'));
  state = toggleItem(state, 'ooh-categories', {
    ...item('ooh-categories', 'like bill', -3000),
    all: true,
    term: 'bill',
  });
  return { ...state, layers: [7] };
};

const analysis = (status: PlanningAnalysis['status'], success = status === 'success'): PlanningAnalysis => ({
  id: 1,
  action: 'analyze_pois',
  status,
  success,
  message: null,
  response: success
    ? {
        total: 1,
        public: 1,
        private: 0,
        ooh: 0,
        pos: 0,
        geo: 0,
        by_category: [],
        places: [],
        truncated: false,
      }
    : null,
  request: {},
  created_at: '',
  updated_at: '',
});

describe('analysis requests', () => {
  it('sends codes for geography, names for places, select-all codes and like-names terms', () => {
    expect(analysisFilters(nearPoi())).toEqual({
      geo: { codigo_estado: ['CO-DC'] },
      pois: { categoria: ['Banks'] },
      ooh: { categoria: [{ all: true, term: 'bill' }] },
    });
    let state = toggleItem(nearPoi(), 'poi-categories', {
      ...item('poi-categories', 'all', -2000),
      all: true,
    });
    expect(analysisFilters(state).pois).toEqual({ categoria: [-2000] });
    state = pair('create_audience', 'seen_in_pos');
    state = toggleItem(state, 'pos-store-types', item('pos-store-types', 'Pharmacy'));
    expect(analysisFilters({ ...state, quintile: 5 })).toEqual({
      pos: { tipo_tienda: ['Pharmacy'], quintile_min: 5, quintile_max: 5 },
    });
  });

  it('keeps only the tabs of the pair, and is a valid request', () => {
    const request = analysisRequest(nearPoi(), 'analyze_pois');
    expect(request).toMatchObject({
      country_code: 170,
      strategy: 'create_audience',
      use_case: 'seen_near_poi',
      layers: [7],
    });
    expect(planningAnalysisRequestSchema.safeParse(request).success).toBe(true);
    // A geo analysis has no place tabs: the POI choices and layers stay out.
    const area = { ...nearPoi(), useCase: 'seen_in_area' as const };
    expect(analysisRequest(area, 'analyze_geo')).toMatchObject({
      filters: { geo: { codigo_estado: ['CO-DC'] } },
      layers: [],
    });
    expect(analysisRequest(initialWizard(), 'analyze_pois')).toBeNull();
  });

  it('adds the reach, the name and the radius of the actions that take them', () => {
    const reach = reachInput(defaultReachOptions(new Date('2026-11-27T10:00:00Z')))!;
    expect(reach).toEqual({
      radius: 25,
      start_date: '2026-11-21',
      end_date: '2026-11-27',
      frequency: 'all_days',
    });
    const request = analysisRequest(nearPoi(), 'calculate_reach', { reach, name: 'x' });
    expect(request).toMatchObject({ reach });
    expect(request).not.toHaveProperty('name');
    // The geo report counts as a reach does, with the same options.
    const report = analysisRequest(nearPoi(), 'geo_report', { reach });
    expect(report).toMatchObject({ action: 'geo_report', reach });
    expect(planningAnalysisRequestSchema.safeParse(report).success).toBe(true);
    const fence = analysisRequest(nearPoi(), 'geo_fencing', { name: 'Fence', radius_km: 0.5, reach });
    expect(fence).toMatchObject({ name: 'Fence', radius_km: 0.5 });
    expect(fence).not.toHaveProperty('reach');
    expect(planningAnalysisRequestSchema.safeParse(fence).success).toBe(true);
  });

  it('offers radii of 25 to 250 m in 25 m steps, and needs days or hours for a custom preset', () => {
    expect(REACH_RADII).toEqual([25, 50, 75, 100, 125, 150, 175, 200, 225, 250]);
    const custom = { ...defaultReachOptions(new Date('2026-11-27')), frequency: 'custom' as const };
    expect(reachInput(custom)).toBeNull();
    expect(reachInput({ ...custom, days: [6, 1] })).toMatchObject({ days: [1, 6] });
    expect(reachInput({ ...custom, start: null })).toBeNull();
  });
});

describe('action gate (spec §4.6)', () => {
  const state = nearPoi();
  const analyze = requestSignature(analysisRequest(state, 'analyze_pois'));
  const selection = selectionSignature(state);

  it('runs an action again only when its filters changed', () => {
    expect(actionGate(state, 'analyze_pois', analyze, {}, 'analyze_pois')).toBeNull();
    const done = { analyze_pois: { signature: analyze, selection, analysis: analysis('success') } };
    expect(actionGate(state, 'analyze_pois', analyze, done, 'analyze_pois')).toBe('unchanged');
    const changed = toggleItem(state, 'poi-categories', item('poi-categories', 'Shops'));
    const next = requestSignature(analysisRequest(changed, 'analyze_pois'));
    expect(actionGate(changed, 'analyze_pois', next, done, 'analyze_pois')).toBeNull();
    // A failed run can be tried again as it was; a running one cannot be started twice.
    const failed = { analyze_pois: { signature: analyze, selection, analysis: analysis('failed') } };
    expect(actionGate(state, 'analyze_pois', analyze, failed, 'analyze_pois')).toBeNull();
    const running = { analyze_pois: { signature: analyze, selection, analysis: analysis('processing') } };
    expect(actionGate(state, 'analyze_pois', analyze, running, 'analyze_pois')).toBe('running');
    expect(
      actionGate(
        state,
        'analyze_pois',
        analyze,
        { analyze_pois: { signature: analyze, selection } },
        'analyze_pois',
      ),
    ).toBe('running');
  });

  it('needs a valid analysis of the current selection before reach, geo report, saving and geo-fencing', () => {
    const reach = requestSignature(analysisRequest(state, 'calculate_reach'));
    expect(actionGate(state, 'calculate_reach', reach, {}, 'analyze_pois')).toBe('analyze_first');
    const empty = { analyze_pois: { signature: analyze, selection, analysis: analysis('success', false) } };
    expect(actionGate(state, 'calculate_reach', reach, empty, 'analyze_pois')).toBe('analyze_first');
    const done = { analyze_pois: { signature: analyze, selection, analysis: analysis('success') } };
    expect(actionGate(state, 'calculate_reach', reach, done, 'analyze_pois')).toBeNull();
    const report = requestSignature(analysisRequest(state, 'geo_report'));
    expect(actionGate(state, 'geo_report', report, {}, 'analyze_pois')).toBe('analyze_first');
    expect(actionGate(state, 'geo_report', report, empty, 'analyze_pois')).toBe('analyze_first');
    expect(actionGate(state, 'geo_report', report, done, 'analyze_pois')).toBeNull();
    const changed = toggleItem(state, 'poi-categories', item('poi-categories', 'Shops'));
    expect(actionGate(changed, 'save_pois', reach, done, 'analyze_pois')).toBe('analyze_first');
    expect(actionGate(pair('create_audience', 'seen_near_poi'), 'analyze_pois', '', {}, 'analyze_pois')).toBe(
      'geo_first',
    );
  });

  it('counts a result only when it succeeded with something in it', () => {
    expect(isValidResult(analysis('success'))).toBe(true);
    expect(isValidResult(analysis('success', false))).toBe(false);
    expect(isValidResult(analysis('failed'))).toBe(false);
    expect(isValidResult(undefined)).toBe(false);
  });
});
