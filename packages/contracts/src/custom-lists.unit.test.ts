import { describe, expect, it } from 'vitest';
import {
  type CustomListTypeKey,
  checkCustomListItem,
  checkListValue,
  customListRequestSchema,
  customListWithItemsSchema,
  isHeaderLine,
  lineToItem,
} from './custom-lists.ts';

const accepts: Record<Exclude<CustomListTypeKey, 'lat_long'>, [string, string][]> = {
  zip_code: [
    ['110111', '110111'],
    ['01310-100', '01310-100'],
    ['1000-001', '1000-001'],
    ['sw1a 1aa', 'SW1A 1AA'],
  ],
  domain: [
    ['brand.com', 'brand.com'],
    ['News.Example.CO', 'news.example.co'],
  ],
  app_bundle: [
    ['com.brand.app', 'com.brand.app'],
    ['id389801252', 'id389801252'],
    ['389801252', '389801252'],
  ],
  app_id: [['a1b2-c3', 'a1b2-c3']],
  deal_id: [['DEAL-2026.Q3_01', 'DEAL-2026.Q3_01']],
  ip_address: [
    ['192.168.1.10', '192.168.1.10'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['10.1.2.3/16', '10.1.0.0/16'],
    ['2001:db8::/32', '2001:db8::/32'],
  ],
  placement_id: [['pl:12345', 'pl:12345']],
  publisher_id: [['pub-998877', 'pub-998877']],
  site_id: [['site.42', 'site.42']],
};

const refuses: Record<Exclude<CustomListTypeKey, 'lat_long'>, string[]> = {
  zip_code: ['ab', 'ABCDE', '12 34 56', '1234567890123'],
  domain: ['https://brand.com', 'brand', 'brand.com/', 'br and.com'],
  app_bundle: ['not a bundle', 'com', '12'],
  app_id: ['has space', '-lead', 'a/b'],
  deal_id: ['deal id', '#1'],
  ip_address: ['256.1.1.1', '10.0.0', '0x7f.0.0.1', '10.0.0.0/4', 'fe80::1%eth0', '1.2.3.4/33', 'host'],
  placement_id: ['place ment'],
  publisher_id: ['pub/1'],
  site_id: ['<script>'],
};

describe('custom list values', () => {
  for (const [type, cases] of Object.entries(accepts)) {
    it(`${type}: accepts and normalises valid values`, () => {
      for (const [raw, stored] of cases)
        expect(checkListValue(type as CustomListTypeKey, raw), raw).toEqual({ value: stored });
    });
    it(`${type}: refuses invalid values`, () => {
      for (const raw of refuses[type as keyof typeof refuses])
        expect(checkListValue(type as CustomListTypeKey, raw), raw).toHaveProperty('error');
    });
  }

  it('refuses an empty value', () => {
    expect(checkListValue('domain', '  ')).toEqual({ error: 'custom_lists.item.required' });
  });
});

describe('checkCustomListItem', () => {
  const context = { defaultRadiusKm: 2, exchangeIds: new Set([1, 2]) };

  it('checks latitude, longitude and radius, and uses the default radius when none is given', () => {
    expect(checkCustomListItem('lat_long', { latitude: '4.711', longitude: '-74,0721' }, context)).toEqual({
      item: {
        value: '4.711,-74.0721',
        name: null,
        active: true,
        latitude: 4.711,
        longitude: -74.0721,
        radius_km: 2,
        prefix: null,
      },
      errors: null,
    });
    expect(
      checkCustomListItem('lat_long', { latitude: 91, longitude: -181, radius_km: 50.1 }, context).errors,
    ).toEqual({
      latitude: 'custom_lists.item.latitude',
      longitude: 'custom_lists.item.longitude',
      radius_km: 'custom_lists.item.radius',
    });
    expect(
      checkCustomListItem('lat_long', { latitude: 0, longitude: 0, radius_km: '0.0001' }, context).errors,
    ).toEqual({ radius_km: 'custom_lists.item.radius' });
    expect(
      checkCustomListItem('lat_long', { latitude: 0, longitude: 0, radius_km: '0.0009' }, context).errors,
    ).toEqual({ radius_km: 'custom_lists.item.radius' });
    expect(
      checkCustomListItem('lat_long', { latitude: 0, longitude: 0, radius_km: '50.0004' }, context).errors,
    ).toEqual({ radius_km: 'custom_lists.item.radius' });
    expect(
      checkCustomListItem('lat_long', { latitude: -90, longitude: 180, radius_km: '0.001' }, context).errors,
    ).toBeNull();
  });

  it('needs a known exchange prefix on model three', () => {
    expect(checkCustomListItem('deal_id', { value: 'D1', prefix: 2 }, context).item?.prefix).toBe(2);
    expect(checkCustomListItem('deal_id', { value: 'D1', prefix: 9 }, context).errors).toEqual({
      prefix: 'custom_lists.item.prefix',
    });
    expect(checkCustomListItem('deal_id', { value: 'D1' }, context).errors).toEqual({
      prefix: 'custom_lists.item.prefix',
    });
  });

  it('ignores a prefix on model one', () => {
    expect(checkCustomListItem('zip_code', { value: '28013', prefix: 5 }, context).item?.prefix).toBeNull();
  });
});

describe('file lines', () => {
  const exchanges = new Map([['APN', 1]]);
  it('reads each model', () => {
    expect(lineToItem('zip_code', ['28013', 'Madrid centro'], exchanges)).toEqual({
      value: '28013',
      name: 'Madrid centro',
    });
    expect(lineToItem('lat_long', ['4.7', '-74.1', '', 'Store'], exchanges)).toEqual({
      latitude: '4.7',
      longitude: '-74.1',
      radius_km: '',
      name: 'Store',
    });
    expect(lineToItem('app_bundle', ['apn/com.brand.app'], exchanges)).toMatchObject({
      prefix: 1,
      value: 'com.brand.app',
    });
    expect(lineToItem('app_bundle', ['1/com.brand.app'], exchanges)).toMatchObject({ prefix: 1 });
    expect(lineToItem('app_bundle', ['XXX/com.brand.app'], exchanges)).toMatchObject({ prefix: -1 });
    expect(lineToItem('app_bundle', ['com.brand.app'], exchanges)).toMatchObject({ prefix: null });
  });
  it('recognises a header line', () => {
    expect(isHeaderLine(['Zip code'])).toBe(true);
    expect(isHeaderLine(['latitude', 'longitude'])).toBe(true);
    expect(isHeaderLine(['exchange/value'])).toBe(true);
    expect(isHeaderLine(['28013'])).toBe(false);
  });
});

describe('list requests', () => {
  it('gives a lat/long list the default radius and other lists none', () => {
    expect(customListRequestSchema.parse({ name: 'Stores', custom_list_type_id: 6 }).default_radius_km).toBe(
      1,
    );
    expect(
      customListRequestSchema.parse({ name: 'Zips', custom_list_type_id: 10, default_radius_km: 3 })
        .default_radius_km,
    ).toBeNull();
  });

  it('refuses a radius outside 0.001–50 km and an unknown type', () => {
    const result = customListRequestSchema.safeParse({
      name: 'Stores',
      custom_list_type_id: 11,
      default_radius_km: 51,
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toContainEqual(['custom_list_type_id', 'custom_lists.validation.type']);
    expect(paths).toContainEqual(['default_radius_km', 'custom_lists.item.radius']);
  });

  it('reports an invalid item of with_items by array, index and field', () => {
    const result = customListWithItemsSchema.safeParse({
      name: 'Stores',
      custom_list_type_id: 6,
      created: [
        { latitude: 1, longitude: 1 },
        { latitude: 100, longitude: 1 },
      ],
      edited: [{ id: 4, latitude: 1, longitude: 1, radius_km: 60 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['created.1.latitude', 'custom_lists.item.latitude'],
      ['edited.0.radius_km', 'custom_lists.item.radius'],
    ]);
  });
});
