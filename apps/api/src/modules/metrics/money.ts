/** Micros (10^-6 of a currency unit, as the analytics store keeps money) as a decimal string. */
export function microsToDecimal(micros: bigint): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const whole = abs / 1_000_000n;
  const fraction = (abs % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** `part / whole` as a percentage with 4 decimals, 0 when `whole` is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1_000_000) / 10_000 : 0;
}

/** Spend per `per` units (1000 impressions → CPM, 1 click → CPC) as a decimal string; null without units. */
export function costPer(spendMicros: bigint, units: number, per = 1): string | null {
  if (units <= 0) return null;
  return microsToDecimal((spendMicros * BigInt(per)) / BigInt(units));
}

/** A UTC instant as the analytics store's `YYYY-MM-DD HH:mm:ss`. */
export const toUtcText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

export const HOUR_MS = 3_600_000;
export const floorHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;
export const ceilHour = (ms: number) => Math.ceil(ms / HOUR_MS) * HOUR_MS;
