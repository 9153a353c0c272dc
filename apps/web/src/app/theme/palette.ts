import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const value = hex.trim().replace(/^#/, '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const mix = (a: Rgb, b: Rgb, weight: number): Rgb =>
  a.map((v, i) => Math.round(v + (b[i]! - v) * weight)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
// Tints for shades 0-5 and shades for 7-9; the account colour itself sits at 6, Mantine's light primary shade.
const TINTS = [0.92, 0.82, 0.66, 0.5, 0.34, 0.16];
const SHADES = [0.14, 0.28, 0.42];

/** Ten shades around an account's primary colour (null for an unreadable colour). */
export function paletteFrom(hex: string): MantineColorsTuple | null {
  const base = parseHex(hex);
  if (!base) return null;
  return [
    ...TINTS.map((w) => toHex(mix(base, WHITE, w))),
    toHex(base),
    ...SHADES.map((w) => toHex(mix(base, BLACK, w))),
  ] as unknown as MantineColorsTuple;
}
