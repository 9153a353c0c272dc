import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadInfo } from '../../lib/api/client.ts';
import { notifyTruncated } from './download-notice.ts';

type Props = { onDownload: (type: 'csv' | 'xlsx') => Promise<DownloadInfo | undefined> };

/** Downloads the list's current query (filters, search, sort, visible columns) as CSV or XLSX. */
export function DownloadMenu({ onDownload }: Props) {
  const { t } = useTranslation('grid');
  const [busy, setBusy] = useState(false);
  const run = async (type: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      const info = await onDownload(type);
      if (info?.truncated) notifyTruncated(info);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" loading={busy} leftSection={<IconDownload size={14} />}>
          {t('download.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={14} />} onClick={() => run('csv')}>
          {t('download.csv')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={14} />} onClick={() => run('xlsx')}>
          {t('download.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
