import { parseConsentFlags, type ConsentFlags } from '@tribune/domain';

const STORAGE_KEY = 'cookie-consent';

/** The consent saved on this device; `synced` is false while the consent service has not stored it. */
export interface LocalConsent {
  flags: ConsentFlags;
  savedAt: string;
  synced: boolean;
}

/** The locally saved consent, or null (none, unreadable, or storage unavailable). */
export function readLocalConsent(): LocalConsent | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { flags?: unknown; savedAt?: unknown; synced?: unknown };
    const flags = parseConsentFlags(parsed.flags);
    if (!flags) return null;
    return {
      flags,
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : '',
      synced: parsed.synced !== false,
    };
  } catch {
    return null;
  }
}

/** Keeps the consent on this device, so later visits need no request to decide on the dialog. */
export function writeLocalConsent(flags: ConsentFlags, synced: boolean): void {
  try {
    const record: LocalConsent = { flags, savedAt: new Date().toISOString(), synced };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Private mode without storage: the consent service's cookie still remembers it.
  }
}

/** Forgets the local record (the account and its consent choices were deleted). */
export function clearLocalConsent(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
