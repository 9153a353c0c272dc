import { describe, expect, it } from 'vitest';
import { checkTargetingTerms, normalizeTargetingValue } from './targeting.ts';
import {
  TARGETING_KEY_IDS,
  TARGETING_KEYS,
  TARGETING_PREDICATES,
  targetingKeyById,
} from './targeting-keys.ts';

const { include, exclude } = TARGETING_PREDICATES;
const key = (code: keyof typeof TARGETING_KEY_IDS) => targetingKeyById(TARGETING_KEY_IDS[code])!;

describe('targeting key registry', () => {
  it('has the 35 keys with ids 1..35, platform keys single-valued', () => {
    expect(TARGETING_KEYS.map((k) => k.id)).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
    expect(TARGETING_KEYS.filter((k) => k.singleValued).map((k) => k.code)).toEqual([
      'browser',
      'browser_version',
      'carrier',
      'device_type',
      'device_make',
      'device_model',
      'device_screen_size',
      'operating_system',
      'operating_system_version',
    ]);
    expect(key('rewarded').module).toBe('environment');
    expect(key('segment')).toMatchObject({ module: 'user', singleValued: false, valueKind: 'segment' });
  });
});

describe('targeting values', () => {
  it('turns 1/0 into true/false and keeps hour slots within the week', () => {
    expect(normalizeTargetingValue(key('topframe'), 1)).toBe('true');
    expect(normalizeTargetingValue(key('rewarded'), '0')).toBe('false');
    expect(normalizeTargetingValue(key('rewarded'), 'TRUE')).toBe('true');
    expect(normalizeTargetingValue(key('rewarded'), 'yes')).toBeNull();
    expect(normalizeTargetingValue(key('user_time_of_week'), 0)).toBe('0');
    expect(normalizeTargetingValue(key('user_time_of_week'), '167')).toBe('167');
    expect(normalizeTargetingValue(key('user_time_of_week'), 168)).toBeNull();
    expect(normalizeTargetingValue(key('country'), ' 170 ')).toBe('170');
    expect(normalizeTargetingValue(key('country'), 'CO')).toBeNull();
    expect(normalizeTargetingValue(key('country'), '0')).toBeNull();
    expect(normalizeTargetingValue(key('deal_id'), '')).toBeNull();
  });
});

describe('targeting rules', () => {
  const term = (code: keyof typeof TARGETING_KEY_IDS, value: unknown, predicate: number = include) => ({
    targeting_key_id: TARGETING_KEY_IDS[code],
    targeting_predicate_id: predicate,
    value: value as string,
  });

  it('refuses an empty targeting', () => {
    expect(checkTargetingTerms([])).toEqual({
      ok: false,
      empty: true,
      errors: { targeting_terms: ['targeting.empty'] },
    });
  });

  it('allows one include per platform key but any number of excludes and of other includes', () => {
    const two = checkTargetingTerms([term('device_type', 1), term('device_type', 2)]);
    expect(two).toMatchObject({
      ok: false,
      errors: { 'targeting_terms.1.value': ['targeting.single_valued'] },
    });
    expect(checkTargetingTerms([term('device_type', 1, exclude), term('device_type', 2, exclude)]).ok).toBe(
      true,
    );
    expect(checkTargetingTerms([term('country', 170), term('country', 76)]).ok).toBe(true);
  });

  it('refuses a term twice, defaulting app terms to their first attribute', () => {
    const dup = checkTargetingTerms([
      term('app_name', 'Streamly'),
      { ...term('app_name', 'streamly'), by_attribute: 'name' },
    ]);
    expect(dup).toMatchObject({
      ok: false,
      errors: { 'targeting_terms.1.value': ['targeting.duplicate_term'] },
    });
    const byBundle = checkTargetingTerms([
      term('app_name', 'Streamly'),
      { ...term('app_name', 'Streamly'), by_attribute: 'bundle' },
    ]);
    expect(byBundle.ok).toBe(true);
  });

  it('names the field of each broken term', () => {
    const res = checkTargetingTerms([
      term('country', 170),
      { targeting_key_id: 36, targeting_predicate_id: include, value: '1' },
      { ...term('country', 76), targeting_predicate_id: 0 },
      { ...term('site', 'eldiario.example'), by_attribute: 'bundle' },
    ]);
    expect(res).toEqual({
      ok: false,
      empty: false,
      errors: {
        'targeting_terms.1.targeting_key_id': ['targeting.key_unknown'],
        'targeting_terms.2.targeting_predicate_id': ['targeting.predicate_unknown'],
        'targeting_terms.3.by_attribute': ['targeting.by_attribute_invalid'],
      },
    });
  });
});
