import type { CustomList } from '@beacon/contracts';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UploadPanel } from './upload-panel.tsx';

type Props = { list: CustomList | null; onClose: () => void };

/** The upload of the index's row action: the panel in a dialog, closed once the file is in. */
export function UploadModal({ list, onClose }: Props) {
  const { t } = useTranslation('custom_lists');
  return (
    <Modal
      opened={list !== null}
      onClose={onClose}
      title={t('upload.title', { name: list?.name ?? '' })}
      size="xl"
    >
      {list && <UploadPanel list={list} onDone={onClose} />}
    </Modal>
  );
}
