import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of events: `['events','list',state]`, `['events','detail',id]`, lookups and tags. */
export const eventKeys = createQueryKeys('events');

export const eventExtraKeys = {
  /** Types, attributions and tag types, in the reader's language. */
  lookup: (name: 'types' | 'attributions' | 'tag_types', language: string) =>
    eventKeys.of('lookup', name, language),
  /** The events a campaign or a line item sees (its Events tab). */
  ofObject: (kind: 'campaign' | 'line_item', id: number) => eventKeys.of('of_object', kind, String(id)),
  /** The generated snippet of an event for a tag type. */
  tag: (id: number, tagTypeId: number) => eventKeys.of('tag', String(id), tagTypeId),
};
