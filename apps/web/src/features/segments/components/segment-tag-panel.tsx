import { SEGMENT_TAG_TYPES } from '@beacon/contracts';
import { Alert, Code, Loader, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { TagSnippet } from '../../../ui/tag-snippet.tsx';
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
        <TagSnippet
          tag={tag.data.tag}
          texts={{ snippet: t('tag.snippet'), copy: t('tag.copy'), copied: t('tag.copied') }}
          hint={
            <>
              {tagTypeId === SEGMENT_TAG_TYPES.javascript ? t('tag.hint_javascript') : t('tag.hint_pixel')}{' '}
              {t('tag.hint_device')} <Code>device_id</Code>
            </>
          }
        />
      )}
    </Stack>
  );
}
