import type { CustomListStatus } from '@beacon/contracts';
import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CustomListStatus, string> = { processing: 'blue', ready: 'teal', failed: 'red' };

/**
 * A list's status (docs/REQUIREMENTS.md#custom-lists): processing while a file loads, then ready or failed.
 */
export function StatusBadge({ status }: { status: CustomListStatus }) {
  const { t } = useTranslation('custom_lists');
  return (
    <Badge
      size="sm"
      variant="light"
      color={COLORS[status]}
      leftSection={status === 'processing' ? <Loader size={8} color="blue" /> : undefined}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
