import { SEGMENT_TAG_TYPES } from '@beacon/contracts';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { useSegmentTag } from '../api/use-segment-tag.ts';

type Props = { segmentId: number; defaultTagTypeId?: number | null };

/**
 * Pick a tag type and copy the generated snippet (docs/REQUIREMENTS.md#segments). The snippet calls the
 * public collection endpoint with a signed reference to this segment.
 */
export function SegmentTagPanel({ segmentId, defaultTagTypeId }: Props) {
  const { t } = useTranslation('segments');
  const types = useLookup('segment_tag_types');
  const [tagTypeId, setTagTypeId] = useState<number>(defaultTagTypeId ?? SEGMENT_TAG_TYPES.image_pixel);
  const tag = useSegmentTag(segmentId, tagTypeId);
  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        aria-label={t('tag.type')}
        value={String(tagTypeId)}
        onChange={(v) => setTagTypeId(Number(v))}
        data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
      />
      {tag.isPending ? (
        <Loader size="sm" aria-label={t('tag.loading')} />
      ) : tag.error ? (
        <Alert color="red">{t('tag.failed')}</Alert>
      ) : (
        <>
          <Textarea
            label={t('tag.snippet')}
            value={tag.data.tag}
            readOnly
            autosize
            minRows={2}
            maxRows={10}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {tagTypeId === SEGMENT_TAG_TYPES.javascript ? t('tag.hint_javascript') : t('tag.hint_pixel')}{' '}
              {t('tag.hint_device')} <Code>device_id</Code>
            </Text>
            <CopyButton value={tag.data.tag}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  style={{ flex: 'none' }}
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  onClick={copy}
                >
                  {copied ? t('tag.copied') : t('tag.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </>
      )}
    </Stack>
  );
}
