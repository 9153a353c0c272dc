import { EVENT_TAG_TYPES, type Event } from '@beacon/contracts';
import { Button, Code, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagSnippet } from '../../../ui/tag-snippet.tsx';
import { useEventLookup } from '../api/use-event.ts';
import { useGenerateEventTag } from '../api/use-event-mutations.ts';

/**
 * The event's tag (docs/REQUIREMENTS.md#events): choose how it is placed, generate the snippet that
 * calls the public collection endpoint, and copy it into the advertiser's page or app.
 */
export function TagTab({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const types = useEventLookup('tag_types');
  const [tagTypeId, setTagTypeId] = useState<number>(event.event_tag_type_id ?? EVENT_TAG_TYPES.image);
  const generate = useGenerateEventTag();
  const tag = generate.data?.event_tag_type_id === tagTypeId ? generate.data : undefined;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <SegmentedControl
            size="xs"
            aria-label={t('fields.event_tag_type')}
            value={String(tagTypeId)}
            onChange={(v) => setTagTypeId(Number(v))}
            data={(types.data ?? []).map((ty) => ({ value: String(ty.id), label: ty.description }))}
          />
          <Button
            size="xs"
            leftSection={<IconCode size={14} />}
            loading={generate.isPending}
            onClick={() => generate.mutate({ event_id: event.id, event_tag_type_id: tagTypeId })}
          >
            {t('tag.generate')}
          </Button>
        </Group>
        {tag ? (
          <TagSnippet
            tag={tag.tag}
            texts={{ snippet: t('tag.snippet'), copy: t('tag.copy'), copied: t('tag.copied') }}
            hint={
              <>
                {tagTypeId === EVENT_TAG_TYPES.javascript ? t('tag.hint_javascript') : t('tag.hint_pixel')}{' '}
                {t('tag.hint_params')} <Code>device_id</Code> <Code>value</Code> <Code>order_id</Code>
              </>
            }
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('tag.intro')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
