import { DESIGN_COLOUR_KEYS, DESIGN_COLOURS } from '@beacon/contracts';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTheme } from './theme/build-theme.ts';
import { useLookAndFeel } from './theme/use-look-and-feel.ts';

/**
 * Mantine with the account's look and feel; dates start the week on Monday (docs/REQUIREMENTS.md#console).
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const look = useLookAndFeel();
  const { t, i18n } = useTranslation();
  const primary = look.colours.primary ?? look.colours.primary_color;
  const toggleLabel = t('common:actions.toggle_visibility');
  const theme = useMemo(() => buildTheme(primary, toggleLabel), [primary, toggleLabel]);

  useEffect(() => {
    document.title = look.platform_name || 'Beacon';
  }, [look.platform_name]);

  // The shell reads the account's other colours from these variables, so a saved design shows at once.
  const colourVars = JSON.stringify(look.colours);
  useEffect(() => {
    const root = document.documentElement.style;
    for (const key of DESIGN_COLOUR_KEYS) {
      const value = (JSON.parse(colourVars) as Record<string, string>)[key] ?? DESIGN_COLOURS[key];
      root.setProperty(`--beacon-${key.replace('_', '-')}`, value);
    }
  }, [colourVars]);

  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
        <ModalsProvider>
          <Notifications position="top-right" limit={4} />
          {children}
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
