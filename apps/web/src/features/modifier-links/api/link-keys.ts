import { createQueryKeys } from '../../../lib/query-keys.ts';
import type { LinkOwnerKind } from '../link-owner.ts';

/** Query keys of modifier links: one per owner, and the modifier options of an advertiser. */
export const linkKeys = createQueryKeys('modifier_links');
export const linkKey = (kind: LinkOwnerKind, id: number) => linkKeys.of(kind, id);
export const linkOptionsKey = (advertiserId: number, typeId: number) =>
  linkKeys.of('options', advertiserId, typeId);
