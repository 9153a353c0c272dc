import type { ModifierTypeCode } from '@beacon/contracts';
import { useAppAbility } from '../../lib/ability.tsx';

/**
 * What the user may do with each kind of modifier (docs/REQUIREMENTS.md#modifiers: bid and delivery
 * permissions apart).
 */
export function useModifierPermissions() {
  const ability = useAppAbility();
  const create = {
    bid: ability.can('bid_modifier_create', 'Modifier'),
    delivery: ability.can('delivery_modifier_create', 'Modifier'),
  } satisfies Record<ModifierTypeCode, boolean>;
  const update = {
    bid: ability.can('bid_modifier_update', 'Modifier'),
    delivery: ability.can('delivery_modifier_update', 'Modifier'),
  } satisfies Record<ModifierTypeCode, boolean>;
  return {
    create,
    update,
    canCreateAny: create.bid || create.delivery,
    canUpdateAny: update.bid || update.delivery,
    setActive: ability.can('set_active', 'Modifier'),
    show: ability.can('show', 'Modifier'),
  };
}
