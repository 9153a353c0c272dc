import { describe, expect, it } from 'vitest';
import { featureWeights, lookalikeSizeFor, similarityWeights, strongestTraits } from './lookalike-weights.ts';

const totals = { seed: 100, country: 1000 };
const weightOf = (feature: string, seed: number, country: number) =>
  featureWeights([{ feature, seed, country }], totals)[0]?.weight;

describe('lookalike feature weights', () => {
  it('rewards what the seed over-represents and penalises what it under-represents', () => {
    expect(weightOf('os:iOS', 60, 200)).toBeCloseTo(Math.log(61 / 21), 10);
    expect(weightOf('os:Android', 40, 800)).toBeLessThan(0);
    // Shares that match the country's weigh (nearly) nothing.
    expect(Math.abs(weightOf('gender:female', 50, 500)!)).toBeLessThan(0.02);
  });

  it('scores set features by presence and absence (log-odds), categorical ones by presence only', () => {
    const categorical = weightOf('age:25-34', 90, 300)!;
    const set = weightOf('iab:IAB6', 90, 300)!;
    expect(categorical).toBeCloseTo(Math.log(91 / 31), 10);
    expect(set).toBeCloseTo(Math.log(91 / 31) - Math.log(11 / 71), 10);
    expect(set).toBeGreaterThan(categorical);
  });

  it('does not punish a rare feature the seed lacks harder than its rarity explains', () => {
    // One device in a thousand: a seed of 100 would hold 0.1 of it by chance.
    expect(weightOf('make:TCL', 0, 1)).toBeGreaterThan(-0.1);
    // Smoothing: one seed device more than expected is weak evidence.
    expect(weightOf('brand:Pulso Gym', 2, 10)).toBeLessThan(Math.log(2));
  });

  it('skips features that cannot tell devices apart', () => {
    expect(
      featureWeights(
        [
          { feature: 'city:1', seed: 5, country: 0 },
          { feature: 'device_type:smartphone', seed: 100, country: 1000 },
        ],
        totals,
      ),
    ).toEqual([]);
    expect(featureWeights([{ feature: 'os:iOS', seed: 1, country: 1 }], { seed: 0, country: 10 })).toEqual(
      [],
    );
  });

  it('names the seed’s strongest traits: frequent in the seed and over-represented', () => {
    const traits = strongestTraits(
      featureWeights(
        [
          { feature: 'iab:IAB6', seed: 95, country: 150 },
          { feature: 'app:com.kidsplay.games', seed: 40, country: 90 },
          { feature: 'brand:Rare', seed: 3, country: 3 },
          { feature: 'gender:female', seed: 50, country: 500 },
        ],
        totals,
      ),
    );
    expect(traits.map((t) => t.feature)).toEqual(['iab:IAB6', 'app:com.kidsplay.games']);
    expect(traits[0]).toMatchObject({ family: 'iab', value: 'IAB6', seedShare: 0.95, countryShare: 0.15 });
  });
});

describe('lookalike size', () => {
  it('is the top degree % of the candidates, at least one device', () => {
    expect(lookalikeSizeFor(3494, 1)).toBe(35);
    expect(lookalikeSizeFor(3494, 10)).toBe(349);
    expect(lookalikeSizeFor(20, 1)).toBe(1);
    expect(lookalikeSizeFor(0, 5)).toBe(0);
  });
});

describe('similarity space', () => {
  it('weighs features by rarity and centres on the seed', () => {
    const space = similarityWeights(
      [
        { feature: 'iab:IAB6', seed: 100, country: 100 },
        { feature: 'os:iOS', seed: 50, country: 500 },
        { feature: 'city:9', seed: 10, country: 0 },
      ],
      totals,
    );
    expect(space.features).toEqual(['iab:IAB6', 'os:iOS']);
    expect(space.idf[0]).toBeCloseTo(Math.log(10), 10);
    expect(space.centroid[1]).toBeCloseTo(0.5 * Math.log(2), 10);
    expect(space.norm).toBeCloseTo(Math.hypot(space.centroid[0]!, space.centroid[1]!), 10);
  });
});
