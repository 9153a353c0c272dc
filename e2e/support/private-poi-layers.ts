import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from './page-api.ts';
import { storedToken } from './stored-token.ts';

export type Layer = { id: number; status: string; total_pois: number };

/** Uploads a Colombian private POI layer through the API and waits until its file is read. */
export async function uploadLayer(page: Page, name: string, lines: string[]): Promise<Layer> {
  const authorization = await storedToken(page);
  const created = await page.evaluate(
    async ({ name, csv, authorization }) => {
      const form = new FormData();
      form.append('country_code', 'CO');
      form.append('name_layer', name);
      form.append('file', new Blob([csv], { type: 'text/csv' }), `${name}.csv`);
      const res = await fetch('/api/private_pois', {
        method: 'POST',
        headers: { Authorization: authorization },
        body: form,
      });
      return (await res.json()).data.private_poi_layer as { id: number };
    },
    { name, csv: lines.join('\n'), authorization },
  );
  await expect
    .poll(async () => (await callApi<Layer>(page, 'GET', `/api/private_pois/${created.id}`)).status, {
      // The read is a background job; on a busy machine it can wait behind the world's build.
      timeout: 90_000,
    })
    .toBe('processed');
  return callApi<Layer>(page, 'GET', `/api/private_pois/${created.id}`);
}
