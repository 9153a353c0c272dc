import { decompressFromUTF16 } from 'lz-string';
import type { Page } from 'playwright-core';

/**
 * The page's session token (`Bearer …`), or '' when signed out. The console stores it compressed
 * (docs/REQUIREMENTS.md#console), so it is read raw in the page and unpacked here.
 */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('token'));
  if (!raw) return '';
  const text = decompressFromUTF16(raw);
  return text ? (JSON.parse(text) as string) : '';
}
