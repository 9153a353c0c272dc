import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { guardCsp } from './csp-guard.ts';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (p): p is string => Boolean(p),
);

/**
 * Debian's Chromium, headless. Missing Chromium is a failure with instructions, never a skip:
 * browser tests that silently do not run prove nothing.
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = CANDIDATES.find((p) => existsSync(p));
  if (!executablePath) {
    throw new Error(
      'Chromium was not found (looked at CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser). ' +
        'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH.',
    );
  }
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // Every page then fails its test on a Content-Security-Policy violation.
  return guardCsp(browser);
}
