import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { paletteFrom } from './palette.ts';

export const DEFAULT_PRIMARY = '#2563eb';

/** The console theme: compact controls, a light calm surface, the account's primary colour. */
export function buildTheme(
  primary: string | undefined,
  toggleVisibilityLabel = 'Show or hide the text',
): MantineThemeOverride {
  const brand = paletteFrom(primary ?? DEFAULT_PRIMARY) ?? paletteFrom(DEFAULT_PRIMARY)!;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand },
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: {
      fontWeight: '600',
      sizes: { h1: { fontSize: '1.5rem' }, h2: { fontSize: '1.25rem' }, h3: { fontSize: '1.05rem' } },
    },
    defaultRadius: 'sm',
    cursorType: 'pointer',
    components: {
      Button: { defaultProps: { size: 'sm' } },
      TextInput: { defaultProps: { size: 'sm' } },
      // A translated toggle name that does not repeat the field's label, so the field's name stays unique.
      PasswordInput: {
        defaultProps: { size: 'sm', visibilityToggleButtonProps: { 'aria-label': toggleVisibilityLabel } },
      },
      Select: { defaultProps: { size: 'sm' } },
      Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
      Paper: { defaultProps: { radius: 'md' } },
      Tooltip: { defaultProps: { openDelay: 300 } },
    },
  });
}
