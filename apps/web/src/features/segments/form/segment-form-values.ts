import {
  SEGMENT_DEFAULT_DAYS,
  SEGMENT_TAG_TYPES,
  type Segment,
  type SegmentInput,
  VERB_USAGE_USED,
} from '@beacon/contracts';
import type { UseFormReturn } from 'react-hook-form';

/** What the segment form edits: ids of selects as strings, empty numbers as ''. */
export type SegmentFormValues = {
  name: string;
  key: string;
  description: string;
  advertiser_id: string | null;
  alternative_id: string;
  active: boolean;
  verb_usage_id: string;
  days: string;
  parent_id: string | null;
  category_ids: string[];
  tag_type_id: string;
};

export type SegmentFormApi = UseFormReturn<SegmentFormValues, unknown, SegmentInput>;

export const emptySegment = (): SegmentFormValues => ({
  name: '',
  key: '',
  description: '',
  advertiser_id: null,
  alternative_id: '',
  active: true,
  verb_usage_id: String(VERB_USAGE_USED),
  days: String(SEGMENT_DEFAULT_DAYS),
  parent_id: null,
  category_ids: [],
  tag_type_id: String(SEGMENT_TAG_TYPES.image_pixel),
});

const text = (v: number | null) => (v === null ? '' : String(v));
const id = (v: number | null) => (v === null ? null : String(v));

export const segmentToForm = (s: Segment): SegmentFormValues => ({
  name: s.name,
  key: s.key,
  description: s.description ?? '',
  advertiser_id: id(s.advertiser_id),
  alternative_id: text(s.alternative_id),
  active: s.active,
  verb_usage_id: text(s.verb_usage_id ?? VERB_USAGE_USED),
  days: text(s.days),
  parent_id: id(s.parent_id),
  category_ids: s.categories.map((c) => String(c.id)),
  tag_type_id: text(s.tag_type_id ?? SEGMENT_TAG_TYPES.image_pixel),
});
