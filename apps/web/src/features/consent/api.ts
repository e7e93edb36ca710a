import { parseConsentFlags, type ConsentFlags } from '@tribune/domain';
import { api } from '../../kernel/api.ts';

// The consent service answers at this origin (`/consent/`), so the browser sends its HttpOnly
// consentId cookie with every call of the typed client (same-origin credentials).

/** The consent service failed (network or an unexpected status). */
export class ConsentServiceError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'Failed to fetch' : `HTTP ${status}`);
    this.name = 'ConsentServiceError';
  }
}

const networkFailure = (): never => {
  throw new ConsentServiceError(null);
};

/**
 * Reads the saved consent (GET /consent/): 200 with `data: null` when none is saved (no cookie,
 * or an unknown one); an older server's 404 means the same.
 */
export async function fetchConsent(): Promise<ConsentFlags | null> {
  const { data, response } = await api.GET('/consent/').catch(networkFailure);
  if (response.status === 404) return null;
  if (!response.ok) throw new ConsentServiceError(response.status);
  return parseConsentFlags(data ?? null);
}

/** Saves the consent (POST /consent/); the service sets the consentId cookie (2592000 s). */
export async function postConsent(flags: ConsentFlags): Promise<void> {
  const { response } = await api.POST('/consent/', { body: flags }).catch(networkFailure);
  if (!response.ok) throw new ConsentServiceError(response.status);
}
