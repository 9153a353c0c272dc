import type { TargetingModule } from '@beacon/contracts';
import { Badge, Group, Spoiler, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Sentences per module; empty when there are no terms. */
  modules: { module: TargetingModule; expression: string }[];
  /** The sentences describe unsaved changes (composed in the browser), not the saved targeting. */
  unsaved: boolean;
  /** The line has no saved targeting yet. */
  nothingSaved: boolean;
  loading: boolean;
};

/** The targeting in words, one line per module, the modules AND-ed. */
export function SummaryPanel({ modules, unsaved, nothingSaved, loading }: Props) {
  const { t } = useTranslation('targeting');
  return (
    <Stack gap={6} data-testid="targeting-summary">
      <Group gap="xs">
        <Text fw={600} size="sm">
          {t('summary.title')}
        </Text>
        {unsaved ? (
          <Badge size="xs" color="orange" variant="light" tt="none" data-testid="unsaved-badge">
            {t('summary.unsaved')}
          </Badge>
        ) : (
          !nothingSaved && (
            <Badge size="xs" color="teal" variant="light" tt="none" data-testid="saved-badge">
              {t('summary.saved')}
            </Badge>
          )
        )}
      </Group>
      {loading && modules.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('picker.loading')}
        </Text>
      ) : modules.length === 0 ? (
        <Text size="sm" c="dimmed">
          {nothingSaved && !unsaved ? t('summary.none_saved') : t('summary.none')}
        </Text>
      ) : (
        // A long targeting (many hours, many values) folds after a few lines.
        <Spoiler
          maxHeight={120}
          showLabel={t('summary.show_all')}
          hideLabel={t('summary.show_less')}
          styles={{ control: { fontSize: 'var(--mantine-font-size-xs)' } }}
        >
          <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {modules.map((m, i) => (
              <Text component="li" size="sm" key={m.module} data-testid={`summary-${m.module}`}>
                {i > 0 && (
                  <Text span size="xs" fw={700} c="dimmed" mr={6}>
                    {t('summary.and')}
                  </Text>
                )}
                <Text span size="xs" c="dimmed" mr={6}>
                  {t(`modules.${m.module}`)}:
                </Text>
                {m.expression}
              </Text>
            ))}
          </Stack>
        </Spoiler>
      )}
    </Stack>
  );
}
