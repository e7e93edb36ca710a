import { describe, expect, it } from 'vitest';
import {
  CONSENT_ALL,
  CONSENT_ESSENTIAL,
  consentFromTrackingAnswer,
  deleteConfirmationMatches,
  displayNameError,
  introMode,
  isConsentExemptPage,
  isIosUserAgent,
  isNativeUserAgent,
  parseConsentFlags,
  shouldShowConsentDialog,
  shouldShowInstallPrompt,
  switchLocalePath,
} from './prompts.ts';

describe('shouldShowConsentDialog', () => {
  const base = { hideCookieConsent: false, registrationGateActive: false, exemptPage: false, saved: 'no' } as const;

  it('shows for a visitor with no saved setting', () => {
    expect(shouldShowConsentDialog(base)).toBe(true);
  });

  it('stays away while the saved setting is unknown or when one exists', () => {
    expect(shouldShowConsentDialog({ ...base, saved: 'unknown' })).toBe(false);
    expect(shouldShowConsentDialog({ ...base, saved: 'yes' })).toBe(false);
  });

  it('is suppressed by hideCookieConsent, the registration gate and the legal pages', () => {
    expect(shouldShowConsentDialog({ ...base, hideCookieConsent: true })).toBe(false);
    expect(shouldShowConsentDialog({ ...base, registrationGateActive: true })).toBe(false);
    expect(shouldShowConsentDialog({ ...base, exemptPage: true })).toBe(false);
  });
});

describe('isConsentExemptPage', () => {
  it('exempts the imprint and privacy static pages, also through a translated slug', () => {
    expect(isConsentExemptPage('staticPage', ['privacy'])).toBe(true);
    expect(isConsentExemptPage('staticPageInMenu', ['Imprint'])).toBe(true);
    expect(isConsentExemptPage('staticPage', ['datenschutz', 'privacy'])).toBe(true);
  });

  it('does not exempt other pages or other routes with the same slug', () => {
    expect(isConsentExemptPage('staticPage', ['tos'])).toBe(false);
    expect(isConsentExemptPage('home', ['privacy'])).toBe(false);
    expect(isConsentExemptPage(null, [])).toBe(false);
  });
});

describe('parseConsentFlags', () => {
  it('reads flat, wrapped and JSON:API bodies', () => {
    const flags = { advertising: true, customization: false, analyze: true };
    expect(parseConsentFlags(flags)).toEqual(flags);
    expect(parseConsentFlags({ data: flags })).toEqual(flags);
    expect(parseConsentFlags({ data: { id: '1', attributes: flags } })).toEqual(flags);
  });

  it('answers null for anything incomplete', () => {
    expect(parseConsentFlags({ advertising: true })).toBeNull();
    expect(parseConsentFlags(null)).toBeNull();
    expect(parseConsentFlags('yes')).toBeNull();
  });
});

describe('consentFromTrackingAnswer', () => {
  it('maps authorized to all true, denied to all false and no answer to null', () => {
    expect(consentFromTrackingAnswer('authorized')).toEqual(CONSENT_ALL);
    expect(consentFromTrackingAnswer('denied')).toEqual(CONSENT_ESSENTIAL);
    expect(consentFromTrackingAnswer(undefined)).toBeNull();
  });
});

describe('introMode', () => {
  it('opens the preview whenever the query asks, signed in or not', () => {
    expect(introMode({ signedIn: false, welcomedAt: undefined, search: '?intro=preview' })).toBe('preview');
    expect(introMode({ signedIn: true, welcomedAt: '2024-01-01T00:00:00Z', search: '?a=1&intro=preview' })).toBe(
      'preview',
    );
  });

  it('welcomes a signed-in user once, while welcomed_at is null', () => {
    expect(introMode({ signedIn: true, welcomedAt: null, search: '' })).toBe('welcome');
    expect(introMode({ signedIn: true, welcomedAt: '2024-01-01T00:00:00Z', search: '' })).toBe('none');
    expect(introMode({ signedIn: false, welcomedAt: null, search: '' })).toBe('none');
  });
});

describe('shouldShowInstallPrompt', () => {
  const now = Date.parse('2024-06-02T12:00:00Z');
  const base = {
    insideApp: false,
    signedIn: true,
    createdAt: '2024-06-01T11:59:59Z',
    now,
    onAccountRedirect: false,
    dismissed: false,
  };

  it('shows for a signed-in web user whose account is older than a day', () => {
    expect(shouldShowInstallPrompt(base)).toBe(true);
  });

  it('waits until the account is more than 86400000 ms old', () => {
    expect(shouldShowInstallPrompt({ ...base, createdAt: '2024-06-01T12:00:00Z' })).toBe(false);
    expect(shouldShowInstallPrompt({ ...base, createdAt: null })).toBe(false);
  });

  it('never shows inside an app, signed out, on the account redirect, or once dismissed', () => {
    expect(shouldShowInstallPrompt({ ...base, insideApp: true })).toBe(false);
    expect(shouldShowInstallPrompt({ ...base, signedIn: false })).toBe(false);
    expect(shouldShowInstallPrompt({ ...base, onAccountRedirect: true })).toBe(false);
    expect(shouldShowInstallPrompt({ ...base, dismissed: true })).toBe(false);
  });
});

describe('user agents', () => {
  it('recognises the native wrapper by its marker with a version', () => {
    expect(isNativeUserAgent('Mozilla/5.0 (iPhone) TribuneApp/2.3.1')).toBe(true);
    expect(isNativeUserAgent('Mozilla/5.0 TribuneApp/')).toBe(false);
    expect(isNativeUserAgent(undefined)).toBe(false);
  });

  it('recognises iOS, including iPadOS posing as a Mac', () => {
    expect(isIosUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIosUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIosUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
  });
});

describe('account settings rules', () => {
  it('accepts display names of 1 to 50 characters', () => {
    expect(displayNameError('  ')).toBe('required');
    expect(displayNameError('a'.repeat(50))).toBeNull();
    expect(displayNameError('a'.repeat(51))).toBe('tooLong');
  });

  it('confirms deletion only with the exact display name', () => {
    expect(deleteConfirmationMatches(' Ada ', 'Ada')).toBe(true);
    expect(deleteConfirmationMatches('ada', 'Ada')).toBe(false);
    expect(deleteConfirmationMatches('', '')).toBe(false);
  });

  it('switches the locale prefix and keeps the rest of the path', () => {
    expect(switchLocalePath('/en/settings', 'de')).toBe('/de/settings');
    expect(switchLocalePath('/', 'it')).toBe('/it/');
  });
});
