import {
  CUSTOM_LIST_LIMITS,
  type CustomList,
  type CustomListInput,
  type CustomListRequest,
} from '@beacon/contracts';
import type { UseFormReturn } from 'react-hook-form';

export type ListFormApi = UseFormReturn<CustomListRequest, unknown, CustomListInput>;

/** Fields the server may report errors on. */
export const LIST_FIELDS = [
  'name',
  'custom_list_type_id',
  'default_radius_km',
  'advertiser_id',
  'active',
] as const;

export const emptyList = (): CustomListRequest => ({
  name: '',
  custom_list_type_id: undefined as unknown as number,
  default_radius_km: CUSTOM_LIST_LIMITS.defaultRadiusKm,
  advertiser_id: null,
  active: true,
});

export const listToForm = (list: CustomList): CustomListRequest => ({
  name: list.name,
  custom_list_type_id: list.custom_list_type_id,
  default_radius_km: list.default_radius_km ?? CUSTOM_LIST_LIMITS.defaultRadiusKm,
  advertiser_id: list.advertiser_id,
  active: list.active,
});
