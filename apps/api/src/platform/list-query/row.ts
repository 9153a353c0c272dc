/** Conversions of raw query values (as the driver returns them) into the fields of a contract row. */

export const iso = (v: unknown) => new Date(v as string).toISOString();
export const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));
export const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));
