import type { LookupSeed } from './lookup-seed.ts';
import { v } from './lookup-seed.ts';

/** The ten custom list types in docs/REQUIREMENTS.md#custom-lists; ids and codes match `CUSTOM_LIST_TYPES` in the contracts. */
const customListTypes: LookupSeed[] = [
  v(1, 'app_bundle', 'App bundle', 'Bundle de app', 'Bundle de app'),
  v(2, 'app_id', 'App ID', 'ID de app', 'ID de app'),
  v(3, 'deal_id', 'Deal ID', 'ID de deal', 'ID de deal'),
  v(4, 'domain', 'Domain', 'Dominio', 'Domínio'),
  v(5, 'ip_address', 'IP address', 'Dirección IP', 'Endereço IP'),
  v(6, 'lat_long', 'Latitude/longitude', 'Latitud/longitud', 'Latitude/longitude'),
  v(7, 'placement_id', 'Placement ID', 'ID de ubicación', 'ID de posicionamento'),
  v(8, 'publisher_id', 'Publisher ID', 'ID de editor', 'ID de publisher'),
  v(9, 'site_id', 'Site ID', 'ID de sitio', 'ID de site'),
  v(10, 'zip_code', 'Zip code', 'Código postal', 'Código postal'),
];

/** An exchange: its abbreviation is the `code` (the prefix written in files), its name the company's. */
const exchange = (id: number, code: string, name: string) => v(id, code, name, name, name);

/**
 * Supply sources a model-three item names (docs/REQUIREMENTS.md#custom-lists): the large open-exchange and in-app SSPs
 * that sell inventory in the marketplace countries. Ids are stable; retired ones are deactivated.
 */
const customListExchanges: LookupSeed[] = [
  exchange(1, 'ADX', 'Google Ad Manager (AdX)'),
  exchange(2, 'APN', 'Microsoft Invest (Xandr)'),
  exchange(3, 'MGN', 'Magnite'),
  exchange(4, 'PUB', 'PubMatic'),
  exchange(5, 'OPX', 'OpenX'),
  exchange(6, 'IDX', 'Index Exchange'),
  exchange(7, 'EQV', 'Equativ'),
  exchange(8, 'TPL', 'TripleLift'),
  exchange(9, 'SHR', 'Sharethrough'),
  exchange(10, 'SOV', 'Sovrn'),
  exchange(11, 'YHO', 'Yahoo SSP'),
  exchange(12, 'MNT', 'Media.net'),
  exchange(13, 'SMA', 'Smaato'),
  exchange(14, 'INM', 'InMobi Exchange'),
  exchange(15, 'DTX', 'Digital Turbine Exchange (Fyber)'),
  exchange(16, 'UNI', 'Unity Exchange'),
  exchange(17, 'ALV', 'AppLovin Exchange'),
  exchange(18, 'VRV', 'Verve'),
  exchange(19, 'CHB', 'Chartboost'),
  exchange(20, 'FWH', 'FreeWheel'),
];

/** Coded lists of custom lists. */
export const CUSTOM_LIST_LOOKUP_SEED = {
  custom_list_types: customListTypes,
  custom_list_exchanges: customListExchanges,
} satisfies Record<string, LookupSeed[]>;
