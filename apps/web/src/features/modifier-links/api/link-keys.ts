import type { LinkOwnerKind } from '../link-owner.ts';

/** Query keys of modifier links: one per owner, and the modifier options of an advertiser. */
export const linkKeys = {
  all: ['modifier_links'] as const,
  link: (kind: LinkOwnerKind, id: number) => ['modifier_links', kind, id] as const,
  options: (advertiserId: number, typeId: number) =>
    ['modifier_links', 'options', advertiserId, typeId] as const,
};
