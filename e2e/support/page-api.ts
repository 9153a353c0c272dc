import type { Page } from 'playwright-core';
import { storedToken } from './stored-token.ts';

/**
 * Calls the API with the page's own session, for set-up and for checks the screen cannot show.
 * Answers the envelope's `data`; an error status fails the test with the server's answer.
 */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const authorization = await storedToken(page);
  const answer = await page.evaluate(
    async ({ method, path, body, authorization }) => {
      const res = await fetch(path, {
        method,
        headers: {
          Authorization: authorization,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, path, body, authorization },
  );
  if (answer.status >= 400)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json.data as T;
}

/** Picks an option of a Mantine select by the field's label, typing `search` first when given. */
export async function pickOption(page: Page, field: string, option: string | RegExp, search?: string) {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}
