import {
  type Analytics,
  buildLookalike,
  lookalikeAudience,
  lookalikeSimilarity,
  lookalikeSizeFor,
} from '@beacon/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTemporaryAnalytics } from '../../analytics/src/testing.ts';
import { buildWorld } from './world.ts';

// Lookalikes on a tiny world: a seed of parents (devices interested in IAB6 "Family & Parenting",
// half of those in the country) and a seed of gym-goers (devices seen at a gym). The lookalike must
// find devices like them, never the seed's own, and resemble the seed far more than chance does.
const ACCOUNT = 1;
const PARENTS = 11;
const GYM = 12;

describe('lookalike audiences on the synthetic world', () => {
  let db: Analytics & { close(): Promise<void> };
  let country = '';

  const members = async (segment: number) =>
    db.query<{ device_id: string; country_code: string; source: string; source_id: string }>(
      `SELECT device_id, country_code, toString(source) AS source, source_id FROM segment_members FINAL
       WHERE account_id = {account:UInt64} AND segment_id = {segment:UInt64} ORDER BY device_id`,
      { account: String(ACCOUNT), segment: String(segment) },
    );

  beforeAll(async () => {
    db = openTemporaryAnalytics('beacon-lookalike-');
    await buildWorld(db, { seed: 5, scale: 'tiny', days: 3, start: '2026-01-05' });
    const [largest] = await db.query<{ country_code: string }>(
      'SELECT country_code FROM devices GROUP BY country_code ORDER BY count() DESC, country_code LIMIT 1',
    );
    country = largest!.country_code;
    await db.command(
      `INSERT INTO segment_members (account_id, segment_id, device_id, device_id_type, country_code, source, added_at)
       SELECT {account:UInt64}, {segment:UInt64}, device_id, device_id_type, country_code, 'upload', now()
       FROM devices WHERE country_code = {country:String} AND has(iab_interests, 'IAB6')
         AND cityHash64(device_id) % 2 = 0`,
      { account: String(ACCOUNT), segment: String(PARENTS), country },
    );
    await db.command(
      `INSERT INTO segment_members (account_id, segment_id, device_id, device_id_type, country_code, source, added_at)
       SELECT {account:UInt64}, {segment:UInt64}, p.device_id, any(p.device_id_type), any(p.country_code), 'upload', now()
       FROM location_pings AS p INNER JOIN pois AS o ON o.poi_id = p.place_id
       WHERE p.country_code = {country:String} AND p.place_type = 'poi' AND o.subcategory = 'Gym'
         AND cityHash64(p.device_id) % 2 = 0
       GROUP BY p.device_id`,
      { account: String(ACCOUNT), segment: String(GYM), country },
    );
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it('saves the most similar devices of the country, never the seed, sized by the degree', async () => {
    const seed = { accountId: ACCOUNT, seedSegmentId: PARENTS, countryCode: country };
    const audience = await lookalikeAudience(db, seed);
    expect(audience.seedMembers).toBeGreaterThan(5);
    expect(audience.seedKnown).toBe(audience.seedMembers);
    expect(audience.candidates).toBe(audience.countryDevices - audience.seedInCountry);
    // Members added before the seed's membership window do not count.
    const later = await lookalikeAudience(db, { ...seed, since: Math.floor(Date.now() / 1000) + 3600 });
    expect(later).toMatchObject({ seedMembers: 0, seedKnown: 0, candidates: audience.countryDevices });

    const result = await buildLookalike(db, { ...seed, degree: 10, segmentId: 101, lookalikeId: 7 });
    expect(result.size).toBe(lookalikeSizeFor(audience.candidates, 10));
    expect(result.traits[0]).toMatchObject({ feature: 'iab:IAB6' });

    const saved = await members(101);
    expect(saved).toHaveLength(result.size);
    const seedIds = new Set((await members(PARENTS)).map((m) => m.device_id));
    expect(saved.filter((m) => seedIds.has(m.device_id))).toEqual([]);
    expect(new Set(saved.map((m) => `${m.country_code}/${m.source}/${m.source_id}`))).toEqual(
      new Set([`${country}/lookalike/7`]),
    );
    // Every member is a device of the country, and parents (what the seed has in common) are far more
    // frequent among them than among the candidates: half of the country's parents are the seed, so the
    // rest cannot fill the lookalike alone.
    const [check] = await db.query<{ inCountry: string; parents: string; candidateParents: string }>(
      `SELECT countIf(country_code = {country:String} AND device_id IN {ids:Array(String)}) AS inCountry,
         countIf(has(iab_interests, 'IAB6') AND device_id IN {ids:Array(String)}) AS parents,
         countIf(country_code = {country:String} AND has(iab_interests, 'IAB6')
           AND device_id NOT IN {seed:Array(String)}) AS candidateParents
       FROM devices`,
      { country, ids: saved.map((m) => m.device_id), seed: [...seedIds] },
    );
    expect(Number(check!.inCountry)).toBe(result.size);
    const memberShare = Number(check!.parents) / result.size;
    const candidateShare = Number(check!.candidateParents) / audience.candidates;
    expect(memberShare).toBeGreaterThanOrEqual(3 * candidateShare);

    // Building again (an interrupted build retried) leaves the same members.
    await buildLookalike(db, { ...seed, degree: 10, segmentId: 101, lookalikeId: 7 });
    expect(await members(101)).toEqual(saved);

    // A smaller degree takes the top of the same ranking.
    const small = await buildLookalike(db, { ...seed, degree: 3, segmentId: 102, lookalikeId: 8 });
    expect(small.size).toBe(lookalikeSizeFor(audience.candidates, 3));
    expect(small.size).toBeLessThan(result.size);
  });

  it('resembles the seed clearly more than a random sample of the country does', async () => {
    for (const [seedSegmentId, segmentId] of [
      [PARENTS, 101],
      [GYM, 103],
    ] as const) {
      const seed = { accountId: ACCOUNT, seedSegmentId, countryCode: country };
      if (segmentId === 103) await buildLookalike(db, { ...seed, degree: 10, segmentId, lookalikeId: 9 });
      const quality = await lookalikeSimilarity(db, { ...seed, segmentId });
      expect(quality.members).toBeGreaterThan(0);
      expect(quality.sample).toBe(quality.members);
      expect(quality.ratio).toBeGreaterThanOrEqual(1.5);
      expect(quality.t).toBeGreaterThan(4);
    }
  });
});
