/** The names an option may carry besides its own: its campaign (line items) and advertiser. */
type Named = { name: string; campaign_name?: string | null; advertiser_name?: string | null };

const SEPARATOR = ' · ';

/**
 * Joins names with " · ", leaving out a part already shown: names often carry their parent's name
 * ("Atlas Bank · Always-on" under "Atlas Bank"), and a label should say it once.
 */
export function joinNames(names: (string | null | undefined)[]): string {
  const parts: string[] = [];
  for (const name of names)
    for (const part of (name ?? '').split(SEPARATOR).map((p) => p.trim()))
      if (part && !parts.includes(part)) parts.push(part);
  return parts.join(SEPARATOR);
}

/** The parents of a row, "Campaign · Advertiser", or '' when the option carries none. */
export function parentLabel(option: Omit<Named, 'name'>): string {
  return joinNames([option.campaign_name, option.advertiser_name]);
}

/** A picker's label that tells same-named rows apart: "Line · Campaign · Advertiser". */
export function optionLabel(option: Named): string {
  return joinNames([option.name, option.campaign_name, option.advertiser_name]);
}
