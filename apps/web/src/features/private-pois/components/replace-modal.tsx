import type { PrivatePoiLayer } from '@beacon/contracts';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormatHint } from './format-hint.tsx';
import { ReplacePanel } from './replace-panel.tsx';

type Props = { layer: PrivatePoiLayer | null; onClose: () => void; onReplaced: (id: number) => void };

/** The list's "replace file" action: the panel in a dialog, closed once the file is sent. */
export function ReplaceModal({ layer, onClose, onReplaced }: Props) {
  const { t } = useTranslation('privatePois');
  return (
    <Modal
      opened={layer !== null}
      onClose={onClose}
      title={t('replace.title', { name: layer?.layer_name ?? '' })}
      size="xl"
    >
      {layer && (
        <>
          <ReplacePanel
            layer={layer}
            onDone={(next) => {
              onReplaced(next.id);
              onClose();
            }}
          />
          <FormatHint />
        </>
      )}
    </Modal>
  );
}
