import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach } from 'vitest';

/**
 * Fails a browser test in which any page or frame broke the Content-Security-Policy: a
 * `securitypolicyviolation` event (reported to the console by an init script) or Chromium's own
 * console message about a refused load. Checked after each test of every file that launches the
 * browser through `launchChromium`.
 */
const MARK = '[csp-violation]';
const violations: string[] = [];

const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) => {
  console.error('${MARK} ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' in ' + e.documentURI);
});`;

function watchPage(page: Page) {
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(MARK) || /content security policy/i.test(text))
      violations.push(`${page.url()}: ${text}`);
  });
}

async function watchContext(context: BrowserContext) {
  await context.addInitScript(REPORT_VIOLATIONS);
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
}

/** Makes every context the browser opens (and so every page, `browser.newPage` included) watched. */
export function guardCsp(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContext(context);
    return context;
  };
  return browser;
}

afterEach(() => {
  if (violations.length === 0) return;
  const found = violations.splice(0);
  throw new Error(`Content-Security-Policy violations:\n${found.join('\n')}`);
});
