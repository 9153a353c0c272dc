import { defineConfig } from 'vitest/config';

/**
 * Three test projects, run in order by `npm test`:
 * - unit: pure functions (`*.unit.test.ts`), no database, no browser;
 * - api: the HTTP layer through `app.inject` on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set;
 * - e2e: the built console in Debian's Chromium through playwright-core.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['packages/**/*.unit.test.ts', 'apps/**/*.unit.test.ts'] } },
      {
        test: {
          name: 'api',
          include: [
            'apps/api/**/*.api.test.ts',
            'packages/analytics/**/*.api.test.ts',
            'packages/simulator/**/*.api.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
