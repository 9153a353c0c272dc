/**
 * The heat map's sequential colour scale (light yellow to dark red), linear between the smallest and
 * the largest value; a single value (or none) takes the middle colour.
 */
export const HEAT_COLOURS: readonly [number, number, number][] = [
  [255, 237, 160],
  [254, 217, 118],
  [254, 178, 76],
  [253, 141, 60],
  [240, 59, 32],
  [189, 0, 38],
];

export type Rgba = [number, number, number, number];

/** A function from a value to its colour for values between `min` and `max`. */
export function heatScale(values: readonly number[], alpha = 190): (value: number) => Rgba {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const last = HEAT_COLOURS.length - 1;
  const span = max - min;
  return (value) => {
    const t = span > 0 ? Math.min(1, Math.max(0, (value - min) / span)) : 0.5;
    const [r, g, b] = HEAT_COLOURS[Math.round(t * last)] as [number, number, number];
    return [r, g, b, alpha];
  };
}
