import { type Auction, contentCategoryCodes, hourOfWeek } from '@beacon/targeting';
import { buildGeo, type Device, deviceAt } from '../devices.ts';
import { offsetPoint } from '../geography.ts';
import { isWeekend, localHour, weekday } from '../pings.ts';
import { h3Cell } from '../places.ts';
import { derive, WeightedPicker } from '../random.ts';
import { SCALES, type ScaleName } from '../scale.ts';
import { APPS, SITES } from '../taxonomy.ts';
import { deviceHardware, placementFacts } from './inventory.ts';
import { EXCHANGES, OPPORTUNITY_BY_HOUR } from './market.ts';
import type { AuctionSource } from './types.ts';

export interface AuctionSourceOptions {
  seed: number;
  scale: ScaleName;
  /** The world's first day `YYYY-MM-DD` (day numbers of `derive` count from it). */
  start: string;
  /**
   * Mean ad opportunities per device and hour at an average hour for a fully active device (each
   * device scales it by its activity and the local hour's profile). Default 0.3: about 7 a day.
   */
  opportunitiesPerHour?: number;
  /**
   * Draws only the devices whose index it accepts (the forecast's device sample); the others are
   * not even regenerated. A drawn device's auctions are the same with or without a filter.
   */
  deviceFilter?: (index: number) => boolean;
}

const APP_IAB = new Map(APPS.map((a) => [a.bundle, a.iab]));
const SITE_IAB = new Map(SITES.map((s) => [s.domain, s.iab]));
const exchangePicker = new WeightedPicker(
  EXCHANGES,
  EXCHANGES.map((e) => e.weight),
);

/**
 * Auctions drawn from the world's devices (regenerated with `deviceAt`, never read from the store):
 * each device has a Poisson number of opportunities per hour from `derive(seed, 'auction', device,
 * day, hour)`, more in the evening and on weekends, on its apps (phones and tablets) or sites, on an
 * exchange with a floor. The device is at home, or at work in working hours, within a few hundred
 * metres. The same seed, scale and start give the same auctions hour by hour.
 */
export function createAuctionSource(options: AuctionSourceOptions): AuctionSource {
  const { seed } = options;
  const rate = options.opportunitiesPerHour ?? 0.3;
  const scale = SCALES[options.scale];
  const geo = buildGeo(seed, scale);
  const devices: Device[] = [];
  for (let i = 0; i < scale.devices; i++) {
    if (!options.deviceFilter || options.deviceFilter(i)) devices.push(deviceAt(seed, geo, i));
  }
  // Parallel to `devices` (a filtered source holds only some indices).
  const hardware = devices.map((d) => deviceHardware(seed, d));
  const startSeconds = Date.parse(`${options.start}T00:00:00Z`) / 1000;

  return {
    hour(hourStart, countries) {
      if (hourStart % 3600 !== 0) throw new Error('hourStart must be a whole UTC hour');
      const day = Math.floor((hourStart - startSeconds) / 86_400);
      const hour = Math.floor((hourStart - startSeconds - day * 86_400) / 3600);
      const auctions: Auction[] = [];
      for (let d = 0; d < devices.length; d++) {
        const device = devices[d]!;
        if (countries && !countries.has(device.country.code)) continue;
        const offset = device.country.utcOffset;
        const local = localHour(hourStart, offset);
        const weekend = isWeekend(
          weekday(startSeconds, Math.floor((hourStart + offset * 3600 - startSeconds) / 86_400)),
        );
        const mean = rate * device.activity * OPPORTUNITY_BY_HOUR[local]! * (weekend ? 1.15 : 1);
        const rng = derive(seed, 'auction', device.index, day, hour);
        const count = rng.poisson(mean);
        if (count === 0) continue;
        const atWork = device.work !== null && !weekend && local >= 9 && local < 18 && rng.chance(0.8);
        const [baseLat, baseLon] = atWork
          ? [device.workLat, device.workLon]
          : [device.homeLat, device.homeLon];
        const [lat, lon] = offsetPoint(baseLat, baseLon, rng.uniform(0, 300), rng.uniform(0, 2 * Math.PI));
        const cell = h3Cell(lat, lon);
        for (let k = 0; k < count; k++) {
          const inApp = device.apps.length > 0 && (device.sites.length === 0 || rng.chance(0.65));
          const appBundle = inApp ? rng.pick(device.apps) : '';
          const siteDomain = inApp ? '' : rng.pick(device.sites);
          const exchange = exchangePicker.pick(rng);
          // Floors vary by placement around the exchange's typical floor; apps sell a little dearer.
          const floor = exchange.floorUsd * rng.uniform(0.6, 1.6) * (inApp ? 1.15 : 1);
          const time = hourStart + rng.int(3600);
          const iab = (inApp ? APP_IAB.get(appBundle) : SITE_IAB.get(siteDomain)) ?? '';
          // Targeting attributes come from a stream of their own, so the draws above stay as they were.
          const placement = placementFacts(
            derive(seed, 'placement', device.index, day, hour, k),
            appBundle,
            siteDomain,
            exchange.name,
          );
          auctions.push({
            auctionId: `${hourStart.toString(36)}-${device.index.toString(36)}-${k}`,
            time,
            exchange: exchange.name,
            deviceIndex: device.index,
            deviceId: device.id,
            deviceIdType: device.idType,
            countryCode: device.country.code,
            regionCode: device.city.regionCode,
            cityId: device.city.id,
            lat,
            lon,
            h3Cell: cell,
            appBundle,
            siteDomain,
            iab,
            contentCategories: contentCategoryCodes(iab, appBundle || siteDomain),
            deviceType: device.deviceType,
            make: device.make,
            os: device.os,
            browser: device.browser,
            carrier: device.carrier,
            language: device.language,
            gender: device.gender,
            ageBand: device.ageBand,
            floorMicros: Math.round(floor * 1_000_000),
            ...placement,
            ...hardware[d]!,
            localHourOfWeek: hourOfWeek(time, offset * 3600),
          });
        }
      }
      auctions.sort((a, b) => a.time - b.time || (a.auctionId < b.auctionId ? -1 : 1));
      return auctions;
    },
  };
}
