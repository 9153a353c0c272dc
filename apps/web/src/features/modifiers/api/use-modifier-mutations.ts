import {
  type BidModifierInput,
  type DeliveryModifierInput,
  MODIFIER_API,
  type Modifier,
  type ModifierTypeCode,
  type ModifierWithTerms,
} from '@beacon/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { useSetActive } from '../../../ui/use-set-active.ts';
import { modifierKeys } from './modifier-keys.ts';

/** What the form sends: the checked values of one kind. */
export type ModifierSave =
  | { type: 'bid'; body: BidModifierInput }
  | { type: 'delivery'; body: DeliveryModifierInput };

/** Every change refreshes the grid and the modifier's detail. */
function useInvalidateModifiers() {
  return useInvalidator([modifierKeys.lists()], (id) => [modifierKeys.detail(id)]);
}

const resource = (type: ModifierTypeCode) => (type === 'bid' ? MODIFIER_API.bid : MODIFIER_API.delivery);
const resourceOne = (type: ModifierTypeCode, id: number) =>
  type === 'bid' ? MODIFIER_API.bidOne(id) : MODIFIER_API.deliveryOne(id);

/** `POST /api/bid_modifiers` or `/api/delivery_modifiers`, by kind. */
export function useCreateModifier() {
  const invalidate = useInvalidateModifiers();
  return useMutation({
    mutationFn: ({ type, body }: ModifierSave) => api.post<ModifierWithTerms>(resource(type), body),
    onSuccess: () => invalidate(),
  });
}

/** `PUT` on the kind's own resource: a bid modifier is never saved through the delivery one. */
export function useUpdateModifier(id: number) {
  const invalidate = useInvalidateModifiers();
  return useMutation({
    mutationFn: ({ type, body }: ModifierSave) => api.put<ModifierWithTerms>(resourceOne(type, id), body),
    onSuccess: () => invalidate(id),
  });
}

/** Switches a modifier on or off at once in every cached page, then confirms with the server. */
export function useSetModifierActive() {
  return useSetActive<Modifier>({
    listsKey: modifierKeys.lists(),
    namespace: 'modifiers',
    put: ({ id, active }) => api.put(MODIFIER_API.setActive(id, active)),
    invalidate: useInvalidateModifiers(),
  });
}
