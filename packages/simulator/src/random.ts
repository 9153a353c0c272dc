/**
 * Seeded randomness for the synthetic world. Nothing in the generator calls `Math.random` or reads the
 * clock: every stream is an `Rng` derived from the world seed and a path of labels/numbers
 * (`derive(seed, 'device', 17)`), so any part of the world can be regenerated on its own, in any order
 * and in any chunking, and comes out the same.
 */

/** A 32-bit hash step (murmur3's finalizer), used to mix seeds and labels. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Mixes a seed with a path of labels and numbers into a 32-bit state (order-sensitive). */
export function hashPath(seed: number, path: readonly (string | number)[]): number {
  let h = fmix32((seed >>> 0) ^ 0x9e3779b9);
  for (const part of path) {
    if (typeof part === 'number') {
      // Numbers up to 2^53: mix the low and high 32-bit halves.
      h = fmix32(h ^ (part >>> 0));
      h = fmix32(h ^ Math.floor(part / 4_294_967_296) ^ 0x7f4a7c15);
    } else {
      for (let i = 0; i < part.length; i++) h = fmix32(Math.imul(h ^ part.charCodeAt(i), 0x01000193));
      h = fmix32(h ^ 0x2545f491);
    }
  }
  return h;
}

/** mulberry32: a small, well-known 32-bit generator; good enough for simulation, not for secrets. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max]. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  /** A float in [min, max). */
  uniform(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)]!;
  }

  /** Picks by weight (weights need not sum to 1). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let x = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      x -= weights[i]!;
      if (x < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  /** `k` distinct items (fewer if the list is shorter), in pick order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < k && pool.length > 0) out.push(pool.splice(this.int(pool.length), 1)[0]!);
    return out;
  }

  /** A normal variate (Box–Muller). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A Poisson variate (Knuth's method for small means, a rounded normal above 30). */
  poisson(mean: number): number {
    if (mean <= 0) return 0;
    if (mean > 30) return Math.max(0, Math.round(this.normal(mean, Math.sqrt(mean))));
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k++;
      p *= this.next();
    }
    return k;
  }

  /** `n` lowercase hex digits. */
  hex(n: number): string {
    let out = '';
    while (out.length < n) out += (this.int(65_536) + 65_536).toString(16).slice(1);
    return out.slice(0, n);
  }
}

/** A generator for one part of the world: `derive(seed, 'pings', device, day)`. */
export function derive(seed: number, ...path: (string | number)[]): Rng {
  return new Rng(hashPath(seed, path));
}

/**
 * A weighted picker for a fixed list: cumulative weights built once, each pick a binary search. Use it
 * where the same weights are drawn from many times (cities by population, neighbourhoods).
 */
export class WeightedPicker<T> {
  private readonly cumulative: Float64Array;
  readonly total: number;

  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    if (items.length === 0 || items.length !== weights.length) throw new Error('WeightedPicker: bad input');
    this.cumulative = new Float64Array(items.length);
    let total = 0;
    for (let i = 0; i < items.length; i++) {
      total += Math.max(0, weights[i]!);
      this.cumulative[i] = total;
    }
    this.total = total;
  }

  pick(rng: Rng): T {
    const x = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}
