import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './apps/api/src/test/sequencer.ts';

// Test files run in parallel worker processes (the forks pool), one file at a time per worker; a
// file closes its embedded analytics store before the next starts. TEST_WORKERS overrides the
// count; see docs/TESTING.md.
const workers = Number(process.env.TEST_WORKERS) || 2;

/**
 * Three test projects, run in order by `npm test` (docs/TESTING.md):
 * - unit: pure functions (`*.unit.test.ts`), no database, no browser;
 * - api: the HTTP layer through `app.inject` on PGlite; with TEST_DATABASE_URL set, on PostgreSQL
 *   and a subset on PGlite too (`testDatabaseKinds` in apps/api/src/test/databases.ts);
 * - e2e: the built console in Debian's Chromium through playwright-core.
 * Each api and e2e file gets its own database, copied from a template the global setup migrates
 * once per run, and its own data folder, so files can run side by side.
 */
export default defineConfig({
  test: {
    // Crash tests and the bad-input sweep start first in the API project (see the sequencer).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.unit.test.ts', 'apps/**/*.unit.test.ts'],
          // Pure functions without mocks or globals: files share their worker's modules instead of
          // importing them again each (a third of the CPU time). A file that mocks belongs elsewhere.
          isolate: false,
          // The simulator's model tests take about a second alone; two at once on two busy cores
          // need more than the default 5 s.
          testTimeout: 20_000,
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'apps/api/**/*.api.test.ts',
            'packages/analytics/**/*.api.test.ts',
            'packages/simulator/**/*.api.test.ts',
          ],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files of a worker share its imported modules: importing the product again for each file
          // cost about 600 s of CPU over the suite, against under 100 s shared (docs/TESTING.md). Each
          // file still builds its own app on its own database and data folder; module-level state
          // is either keyed by those (WeakMaps of the deps) or reset by the test that changes it.
          isolate: false,
          // Three files at a time on two cores: the crash tests spend most of their time waiting for a
          // killed server's heartbeat to lapse, and a third file uses those waits (docs/TESTING.md).
          maxWorkers: Number(process.env.TEST_API_WORKERS) || Number(process.env.TEST_WORKERS) || 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A poll waits for a page to answer a click through the API and the analytics store; on
          // two busy cores that takes longer than Vitest's default second (playwright's own waits
          // allow 30 s).
          expect: { poll: { timeout: 10_000 } },
          // Files of a worker share its imported modules (about 5 s a file otherwise); each still
          // starts its own product on its own data folder and database, one after the other.
          isolate: false,
          // Two files side by side: a file spends most of its time waiting on its server and its
          // browser, so two of them keep both cores busy (docs/TESTING.md, "Measured time").
          maxWorkers: Number(process.env.TEST_E2E_WORKERS) || 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
