import type { Page } from '@playwright/test';

const RECORD_KEY = 'cookie-consent';

function decidedRecord(): string {
  return JSON.stringify({
    flags: { advertising: false, customization: false, analyze: false },
    savedAt: '2024-01-01T00:00:00.000Z',
    synced: true,
  });
}

/**
 * A storage state in which the cookie choice is already made on this device, so the consent
 * dialog never covers the page. For playwright.config.ts: `use: { storageState: consentDecided(baseURL) }`;
 * consent.e2e.ts starts from an empty state instead.
 */
export function consentDecided(origin: string) {
  return { cookies: [], origins: [{ origin, localStorage: [{ name: RECORD_KEY, value: decidedRecord() }] }] };
}

/** Marks the cookie choice as made in this page's browser, for tests about other things. */
export async function skipCookieConsent(page: Page): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [RECORD_KEY, decidedRecord()] as const,
  );
}
