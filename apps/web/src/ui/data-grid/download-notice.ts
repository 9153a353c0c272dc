import { notifications } from '@mantine/notifications';
import i18n from '../../i18n/index.ts';
import type { DownloadInfo } from '../../lib/api/client.ts';
import { formatNumber } from '../../lib/format/number.ts';

/** Tells the user a downloaded file stopped at the server's row cap, and how to get every row. */
export function notifyTruncated(info: DownloadInfo) {
  const format = (n: number | null) => (n === null ? '?' : formatNumber(n, i18n.language));
  notifications.show({
    id: 'download-truncated',
    color: 'yellow',
    title: i18n.t('grid:download.truncated_title'),
    message: i18n.t('grid:download.truncated', { cap: format(info.rowCap), total: format(info.total) }),
    autoClose: false,
    withCloseButton: true,
  });
}
