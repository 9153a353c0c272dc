import type { Segment } from '@beacon/contracts';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SegmentTagPanel } from './segment-tag-panel.tsx';

/** The tag of a segment in a dialog, opened from a grid row. */
export function SegmentTagModal({ segment, onClose }: { segment: Segment | null; onClose: () => void }) {
  const { t } = useTranslation('segments');
  return (
    <Modal
      opened={segment !== null}
      onClose={onClose}
      title={t('tag.title', { name: segment?.name ?? '' })}
      size="lg"
    >
      {segment && <SegmentTagPanel segmentId={segment.id} defaultTagTypeId={segment.tag_type_id} />}
    </Modal>
  );
}
