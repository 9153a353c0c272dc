import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/number.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { usePrivatePoiLayer } from '../api/use-private-poi.ts';
import { LayerStatus } from './layer-status.tsx';
import { LineErrors } from './line-errors.tsx';

/**
 * A layer whose file was just sent: its status, asked for again until the file is read, then what was
 * kept and the refused lines.
 */
export function LayerOutcome({ id }: { id: number }) {
  const { t, i18n } = useTranslation('privatePois');
  const layer = usePrivatePoiLayer(id).data;
  if (!layer)
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('outcome.loading')}</Text>
      </Group>
    );
  const n = (v: number) => formatNumber(v, i18n.language);
  // Processed with refused lines is a partial success.
  const color =
    layer.status === 'pending'
      ? 'blue'
      : layer.status === 'failed'
        ? 'red'
        : layer.error_pois > 0
          ? 'orange'
          : 'teal';
  return (
    <Alert color={color} variant="light" p="sm" aria-live="polite" aria-label={t('outcome.label')}>
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {layer.layer_name}
          </Text>
          <LayerStatus layer={layer} />
        </Group>
        <Text size="sm">
          {layer.status === 'pending'
            ? t('outcome.pending')
            : layer.status === 'failed'
              ? translateMessage(layer.error ?? 'privatePois.outcome.failed')
              : t('outcome.processed', { total: n(layer.total_pois), errors: n(layer.error_pois) })}
        </Text>
        {layer.error_pois > 0 && <LineErrors errors={layer.errors} total={layer.error_pois} />}
      </Stack>
    </Alert>
  );
}
