import { Badge, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCreativeTemplates } from '../../../lib/reference/reference-lists.ts';
import { CreativePreview } from './creative-preview.tsx';
import type { PreviewSubject } from './preview-subject.ts';

type Props = { subject: PreviewSubject | null; onClose: () => void };

/** The preview dialog: the creative at its declared size, as it will serve. */
export function PreviewModal({ subject, onClose }: Props) {
  const { t } = useTranslation('creatives');
  const templates = useCreativeTemplates().data;
  const template = templates?.find((tpl) => tpl.id === subject?.creative_template_id);
  return (
    <Modal
      opened={subject !== null}
      onClose={onClose}
      title={t('preview.title', { name: subject?.name ?? '' })}
      size="auto"
      centered
    >
      {subject && (
        <Stack gap="sm" miw={360}>
          <Group gap="xs">
            {template && (
              <Badge variant="light" color="gray">
                {template.name}
              </Badge>
            )}
            {subject.width && subject.height && (
              <Text size="xs" c="dimmed">
                {t('preview.declared_size', { width: subject.width, height: subject.height })}
              </Text>
            )}
          </Group>
          <ScrollArea.Autosize mah="75vh" type="auto">
            <CreativePreview subject={subject} />
          </ScrollArea.Autosize>
        </Stack>
      )}
    </Modal>
  );
}
