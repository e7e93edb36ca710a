import { parseConsentFlags, type ConsentFlags } from '@tribune/domain';

/** Where the consent service answers; same origin, so its consentId cookie travels with credentials. */
const CONSENT_URL = '/consent/';

/** The consent service failed (network or an unexpected status). */
export class ConsentServiceError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'Failed to fetch' : `HTTP ${status}`);
    this.name = 'ConsentServiceError';
  }
}

/**
 * Reads the saved consent. The browser sends the HttpOnly consentId cookie (JS cannot see it):
 * 200 means a setting is saved, 404 that there is none (no cookie, or an unknown one).
 */
export async function fetchConsent(): Promise<ConsentFlags | null> {
  let response: Response;
  try {
    response = await fetch(CONSENT_URL, { credentials: 'include', headers: { Accept: 'application/json' } });
  } catch {
    throw new ConsentServiceError(null);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new ConsentServiceError(response.status);
  return parseConsentFlags(await response.json().catch(() => null));
}

/** Saves the consent; the service sets the consentId cookie (2592000 s). */
export async function postConsent(flags: ConsentFlags): Promise<void> {
  let response: Response;
  try {
    response = await fetch(CONSENT_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(flags),
    });
  } catch {
    throw new ConsentServiceError(null);
  }
  if (!response.ok) throw new ConsentServiceError(response.status);
}
