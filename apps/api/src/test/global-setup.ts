import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresDatabase } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of the prepared PGlite data directory (see templates.ts); '' when none was built. */
    pgliteTemplate: string;
    /** Name of the prepared PostgreSQL database next to TEST_DATABASE_URL's; '' when none. */
    postgresTemplate: string;
  }
}

/**
 * Once per run of the api and e2e projects: the template databases test files copy. The e2e
 * project needs only PGlite; PostgreSQL's is built only when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const wantsPostgres = project.name === 'api' && Boolean(baseUrl);
  const wantsPglite = project.name !== 'api' || !baseUrl || process.env.TEST_PGLITE !== 'none';
  const [pgliteTemplate, postgresTemplate] = await Promise.all([
    wantsPglite ? buildPgliteTemplate() : '',
    wantsPostgres ? buildPostgresTemplate(baseUrl!) : '',
  ]);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    if (pgliteTemplate) await rm(pgliteTemplate, { recursive: true, force: true });
    if (postgresTemplate) await dropPostgresDatabase(baseUrl!, postgresTemplate);
  };
}
