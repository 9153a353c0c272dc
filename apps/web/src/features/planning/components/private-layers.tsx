import { Anchor, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format/number.ts';
import { privatePoisPaths } from '../../private-pois/paths.ts';
import { useProcessedLayers } from '../api/use-private-layers.ts';

type Props = { chosen: number[]; onChange: (layers: number[]) => void };

/** The private POI layers of the account to add to the public places. */
export function PrivateLayers({ chosen, onChange }: Props) {
  const { t, i18n } = useTranslation('planning');
  const layers = useProcessedLayers();
  if (layers.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  const rows = layers.data ?? [];
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('private.none')}{' '}
        <Anchor component={Link} to={privatePoisPaths.create} size="sm">
          {t('private.upload')}
        </Anchor>
      </Text>
    );
  return (
    <Stack gap={4} role="group" aria-label={t('tabs.private')}>
      {rows.map((layer) => (
        <Group key={layer.id} justify="space-between" wrap="nowrap">
          <Checkbox
            size="xs"
            label={layer.layer_name}
            description={layer.country_name}
            checked={chosen.includes(layer.id)}
            onChange={(e) =>
              onChange(
                e.currentTarget.checked ? [...chosen, layer.id] : chosen.filter((id) => id !== layer.id),
              )
            }
          />
          <Text size="xs" c="dimmed">
            {t('private.places', {
              count: layer.total_pois,
              formatted: formatNumber(layer.total_pois, i18n.language),
            })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
