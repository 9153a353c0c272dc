/**
 * The arithmetic of lookalike audiences (see `lookalike.ts` for the SQL and docs/LOOKALIKES.md for the
 * method). A device is described by features `family:value`. Single-valued families (a device has
 * exactly one gender, age band, ...) are scored like a categorical naive Bayes; multi-valued ones (the
 * interests, apps, sites and kinds of place a device has) like a Bernoulli naive Bayes, so a device
 * without a trait the seed nearly always has loses points too.
 */

/** Families with exactly one value per device. */
export const CATEGORICAL_FAMILIES = ['gender', 'age', 'socio', 'os', 'make', 'device_type', 'city'] as const;
/** Families with any number of values per device (possibly none). */
export const SET_FAMILIES = ['iab', 'app', 'site', 'place', 'brand'] as const;
export type FeatureFamily = (typeof CATEGORICAL_FAMILIES)[number] | (typeof SET_FAMILIES)[number];

const SET_FAMILY_NAMES: ReadonlySet<string> = new Set(SET_FAMILIES);

/** How often a feature occurs among the seed's devices and among the country's devices. */
export interface FeatureCount {
  feature: string;
  /** Seed devices (known to the world, any country) with the feature. */
  seed: number;
  /** Devices of the target country with the feature. */
  country: number;
}

export interface FeatureWeight {
  feature: string;
  family: FeatureFamily;
  value: string;
  /** Share of the seed (its devices known to the world) with the feature. */
  seedShare: number;
  /** Share of the country with the feature. */
  countryShare: number;
  /** Smoothed P(feature | seed) / P(feature | country). */
  lift: number;
  /** What the feature adds to a device's score. */
  weight: number;
}

export function splitFeature(feature: string): { family: FeatureFamily; value: string } {
  const at = feature.indexOf(':');
  return { family: feature.slice(0, at) as FeatureFamily, value: feature.slice(at + 1) };
}

/**
 * The score weight of every feature that can tell the country's devices apart (present in some but
 * not all of them). With n seed devices, of which `observed` have the feature, and `expected` = n ×
 * the country's share (what a random set of the seed's size would hold), the lift is smoothed as
 * (observed + 1) / (expected + 1): a small seed, or a rare feature, moves the weight little, and a
 * feature no seed device has is not punished harder than its rarity explains.
 *
 * - categorical feature: weight = ln(lift);
 * - set feature: weight = ln(lift) − ln(lift of lacking it), the latter smoothed the same way,
 *   (n − observed + 1) / (n − expected + 1). The Bernoulli model adds that second term for every
 *   feature a device lacks; summed over all features it is a constant plus this difference, so scoring
 *   only the features a device has ranks devices exactly as the full model does.
 */
export function featureWeights(
  counts: readonly FeatureCount[],
  totals: { seed: number; country: number },
): FeatureWeight[] {
  const weights: FeatureWeight[] = [];
  if (totals.seed <= 0 || totals.country <= 0) return weights;
  for (const count of counts) {
    if (count.country <= 0 || count.country >= totals.country) continue;
    const { family, value } = splitFeature(count.feature);
    const countryShare = count.country / totals.country;
    const expected = totals.seed * countryShare;
    const lift = (count.seed + 1) / (expected + 1);
    let weight = Math.log(lift);
    if (SET_FAMILY_NAMES.has(family)) {
      weight -= Math.log((totals.seed - count.seed + 1) / (totals.seed - expected + 1));
    }
    const seedShare = count.seed / totals.seed;
    weights.push({ feature: count.feature, family, value, seedShare, countryShare, lift, weight });
  }
  return weights;
}

/**
 * The features that most set the seed apart (highest lift, seen in at least a tenth of the seed and
 * over-represented at least 1.5 times): what the console shows as the seed's profile.
 */
export function strongestTraits(weights: readonly FeatureWeight[], limit = 8): FeatureWeight[] {
  return weights
    .filter((w) => w.seedShare >= 0.1 && w.lift >= 1.5)
    .sort((a, b) => b.lift - a.lift || a.feature.localeCompare(b.feature))
    .slice(0, limit);
}

/** Devices a lookalike of `degree` (1–10) takes from `candidates`: the top `degree` % (at least one). */
export function lookalikeSizeFor(candidates: number, degree: number): number {
  if (candidates <= 0) return 0;
  return Math.min(candidates, Math.max(1, Math.round((candidates * degree) / 100)));
}

/**
 * Weights of the similarity measure (cosine to the seed's centroid, TF-IDF style): every feature
 * present in the country weighs ln(N / n_f), so traits everyone shares count little, and the
 * centroid is the seed's share of each feature times that weight.
 */
export function similarityWeights(
  counts: readonly FeatureCount[],
  totals: { seed: number; country: number },
): { features: string[]; idf: number[]; centroid: number[]; norm: number } {
  const features: string[] = [];
  const idf: number[] = [];
  const centroid: number[] = [];
  let sum = 0;
  for (const count of counts) {
    if (count.country <= 0 || totals.country <= 0 || totals.seed <= 0) continue;
    const w = Math.log(totals.country / count.country);
    const c = (count.seed / totals.seed) * w;
    features.push(count.feature);
    idf.push(w);
    centroid.push(c);
    sum += c * c;
  }
  return { features, idf, centroid, norm: Math.sqrt(sum) };
}
