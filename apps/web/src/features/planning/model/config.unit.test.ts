import { PLANNING_USE_CASES } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { analysisType, PLANNER_BUTTONS, PLANNER_TABS, plannerConfig, strategyUseCases } from './config.ts';

const SETUP = ['country', 'strategy', 'useCase'];

describe('planner configuration (spec §4.5)', () => {
  it('shows every tab and every button before a pair is chosen, geo report and activate OOH included', () => {
    const none = plannerConfig(null, null);
    expect(none?.tabs).toEqual([...PLANNER_TABS]);
    expect(none?.buttons).toEqual([...PLANNER_BUTTONS]);
    expect(none?.buttons).toContain('geo_report');
    expect(none?.buttons).toContain('activate_ooh');
  });

  it.each([
    [
      'create_audience',
      'seen_in_area',
      [...SETUP, 'geo'],
      ['analyze_geo', 'calculate_reach', 'geo_report', 'analyze_audience', 'target_audience'],
    ],
    [
      'create_audience',
      'seen_near_poi',
      [...SETUP, 'geo', 'pois', 'private', 'ooh'],
      [
        'analyze_pois',
        'calculate_reach',
        'geo_report',
        'analyze_audience',
        'save_pois',
        'target_audience',
        'activate_ooh',
      ],
    ],
    [
      'create_audience',
      'seen_in_pos',
      [...SETUP, 'pos'],
      ['analyze_pos', 'calculate_reach', 'geo_report', 'analyze_audience', 'target_audience'],
    ],
    [
      'create_audience',
      'store_attribution',
      ['geo', 'pois', 'private', 'ooh'],
      ['analyze_pois', 'analyze_audience', 'save_pois', 'store_attribution', 'target_audience'],
    ],
    [
      'pois_near_ooh',
      'pois_near_ooh',
      ['geo', 'pois', 'private', 'ooh'],
      ['analyze_pois', 'geo_fencing', 'save_pois'],
    ],
  ] as const)('%s + %s', (strategy, useCase, tabs, buttons) => {
    const config = plannerConfig(strategy, useCase);
    expect(config?.tabs).toEqual(tabs);
    expect(config?.buttons).toEqual(buttons);
  });

  it('offers the geo report exactly where a reach is calculated', () => {
    for (const strategy of ['create_audience', 'pois_near_ooh'] as const)
      for (const useCase of strategyUseCases(strategy)) {
        const buttons = plannerConfig(strategy, useCase)?.buttons ?? [];
        expect(buttons.includes('geo_report'), `${strategy} + ${useCase}`).toBe(
          buttons.includes('calculate_reach'),
        );
      }
  });

  it('pairs identify-POIs-near-OOH only with its own use case, and create-audience with the others', () => {
    expect(strategyUseCases('pois_near_ooh')).toEqual(['pois_near_ooh']);
    expect(strategyUseCases('create_audience')).toEqual([
      'seen_in_area',
      'seen_near_poi',
      'seen_in_pos',
      'store_attribution',
    ]);
    expect(plannerConfig('pois_near_ooh', 'seen_in_area')).toBeNull();
    expect(plannerConfig('create_audience', 'pois_near_ooh')).toBeNull();
    // The contracts' use cases agree with the pairs.
    for (const useCase of PLANNING_USE_CASES)
      expect(strategyUseCases(useCase.strategy)).toContain(useCase.code);
  });

  it('chooses the analysis type: geo for a certain area, POS for a POS area, POIs otherwise', () => {
    expect(analysisType('create_audience', 'seen_in_area')).toBe('analyze_geo');
    expect(analysisType('create_audience', 'seen_in_pos')).toBe('analyze_pos');
    expect(analysisType('create_audience', 'seen_near_poi')).toBe('analyze_pois');
    expect(analysisType('create_audience', 'store_attribution')).toBe('analyze_pois');
    expect(analysisType('pois_near_ooh', 'pois_near_ooh')).toBe('analyze_pois');
    expect(analysisType(null, null)).toBe('analyze_pois');
  });
});
