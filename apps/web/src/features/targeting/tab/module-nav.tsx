import type { TargetingModule } from '@beacon/contracts';
import { Badge, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MODULE_ORDER } from './module-order.ts';

type Props = {
  active: TargetingModule;
  onSelect: (module: TargetingModule) => void;
  /** Values chosen per module (saved or not). */
  counts: Record<string, number>;
  /** Modules holding a value with an error. */
  withErrors: readonly TargetingModule[];
};

/** The eight modules with the number of values each holds. */
export function ModuleNav({ active, onSelect, counts, withErrors }: Props) {
  const { t } = useTranslation('targeting');
  return (
    <Stack gap={2} component="nav" aria-label={t('tab.modules')}>
      {MODULE_ORDER.map((module) => {
        const count = counts[module] ?? 0;
        return (
          <NavLink
            key={module}
            component="button"
            type="button"
            active={module === active}
            label={t(`modules.${module}`)}
            onClick={() => onSelect(module)}
            aria-current={module === active ? 'true' : undefined}
            data-testid={`module-${module}`}
            rightSection={
              count > 0 ? (
                <Badge
                  size="xs"
                  variant="filled"
                  color={withErrors.includes(module) ? 'red' : undefined}
                  circle={count < 10}
                  aria-label={t('tab.values_count', { count })}
                >
                  {count}
                </Badge>
              ) : null
            }
            py={6}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        );
      })}
    </Stack>
  );
}
