import type { PrivatePoiLayer, PrivatePoiStatus } from '@beacon/contracts';
import { Badge, Loader, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';

const COLORS: Record<PrivatePoiStatus, string> = { pending: 'blue', processed: 'teal', failed: 'red' };

/**
 * A layer's status (docs/REQUIREMENTS.md#planning): pending while its file is read, then processed or
 * failed; a failed layer says why on hover.
 */
export function LayerStatus({ layer }: { layer: Pick<PrivatePoiLayer, 'status' | 'error'> }) {
  const { t } = useTranslation('privatePois');
  const badge = (
    <Badge
      size="sm"
      variant="light"
      color={COLORS[layer.status]}
      leftSection={layer.status === 'pending' ? <Loader size={8} color="blue" /> : undefined}
    >
      {t(`status.${layer.status}`)}
    </Badge>
  );
  if (layer.status !== 'failed' || !layer.error) return badge;
  return (
    <Tooltip label={translateMessage(layer.error)} multiline w={300} withinPortal>
      {badge}
    </Tooltip>
  );
}
