/** One shown parameter of an on-demand request. */
export type ParameterPair = { key: string; value: string };

const text = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(text).join(', ')
    : value === null || value === undefined
      ? ''
      : String(value);

/**
 * An on-demand request's parameters as key/value pairs (docs/REQUIREMENTS.md#reports): the
 * filters are flattened into the list, and empty values are left out.
 */
export function parameterPairs(parameters: Record<string, unknown>): ParameterPair[] {
  const pairs: ParameterPair[] = [];
  for (const [key, value] of Object.entries(parameters)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      pairs.push(...parameterPairs(value as Record<string, unknown>));
      continue;
    }
    const shown = text(value);
    if (shown !== '') pairs.push({ key, value: shown });
  }
  return pairs;
}
