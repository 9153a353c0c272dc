import {
  type CustomListItem,
  type CustomListItemInput,
  type CustomListTypeKey,
  checkCustomListItem,
} from '@beacon/contracts';

/** An item as the editor's inputs hold it (text, so a half-typed number stays as typed). */
export type ItemDraft = {
  value: string;
  name: string;
  active: boolean;
  latitude: string;
  longitude: string;
  radius_km: string;
  prefix: string | null;
};

export const emptyDraft = (): ItemDraft => ({
  value: '',
  name: '',
  active: true,
  latitude: '',
  longitude: '',
  radius_km: '',
  prefix: null,
});

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

export const draftOf = (item: CustomListItem): ItemDraft => ({
  value: item.value,
  name: item.name ?? '',
  active: item.active,
  latitude: text(item.latitude),
  longitude: text(item.longitude),
  radius_km: text(item.radius_km),
  prefix: item.prefix === null ? null : String(item.prefix),
});

/** The draft as the API takes it; blank fields are left out so the list's defaults apply. */
export const inputOf = (draft: ItemDraft): CustomListItemInput => ({
  value: draft.value,
  name: draft.name.trim() || null,
  active: draft.active,
  latitude: draft.latitude || null,
  longitude: draft.longitude || null,
  radius_km: draft.radius_km || null,
  prefix: draft.prefix === null ? null : Number(draft.prefix),
});

/** The shared rule of the list's type (the server runs the same one): field → error key. */
export function draftErrors(
  type: CustomListTypeKey,
  draft: ItemDraft,
  context: { defaultRadiusKm: number | null; exchangeIds?: ReadonlySet<number> },
): Record<string, string> {
  return checkCustomListItem(type, inputOf(draft), context).errors ?? {};
}

export const sameDraft = (a: ItemDraft, b: ItemDraft) => JSON.stringify(a) === JSON.stringify(b);
