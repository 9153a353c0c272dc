import { Fieldset, SimpleGrid } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSelect } from '../../../ui/controlled-select.tsx';
import { useEventLookup, useEventSegments } from '../api/use-event.ts';
import type { EventFormApi } from '../lib/event-form-values.ts';

/**
 * The "Tag and audience" section: how the tag is placed, and the segment a firing device joins
 * (one of the advertiser's segments or an account-wide one).
 */
export function TagSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation('events');
  const tagTypes = useEventLookup('tag_types');
  const advertiserId = useWatch({ control: form.control, name: 'advertiser_id' });
  const segments = useEventSegments(advertiserId ? Number(advertiserId) : null);
  return (
    <Fieldset legend={t('form.sections.tag')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <ControlledSelect
          control={form.control}
          name="event_tag_type_id"
          label={t('fields.event_tag_type')}
          data={tagTypes.data?.map((ty) => ({ value: String(ty.id), label: ty.description }))}
          clearable
        />
        <ControlledSelect
          control={form.control}
          name="segment_id"
          label={t('fields.segment_name')}
          description={t('form.segment_hint')}
          placeholder={t('form.no_segment')}
          data={segments.data?.map((s) => ({
            value: String(s.id),
            label: s.advertiser_id === null ? t('form.account_segment', { name: s.name }) : s.name,
          }))}
          disabled={!advertiserId}
          searchable
          clearable
        />
      </SimpleGrid>
    </Fieldset>
  );
}
