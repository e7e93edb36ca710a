import { useBrowserStore } from '../../kernel/hydration.ts';
import { sessionStore } from '../../kernel/session/session-store.ts';
import { putProfile } from '../../kernel/session/user-api.ts';
import { useSession } from '../../kernel/session/session.ts';

/** What the user agreed to: embeds of these hosts, or all of them. */
export interface EmbedConsent {
  hosts: string[];
  all: boolean;
}

/** Where a guest's consent is kept on this device (same JSON as the user's oembed_consent). */
export const EMBED_CONSENT_STORAGE_KEY = 'tribune-oembed-consent';

const NONE: EmbedConsent = { hosts: [], all: false };

/** Reads a stored consent; anything malformed counts as no consent. */
export function parseEmbedConsent(raw: unknown): EmbedConsent {
  if (typeof raw !== 'string' || raw === '') return NONE;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object') return NONE;
    const { hosts, all } = value as { hosts?: unknown; all?: unknown };
    return {
      hosts: Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : [],
      all: all === true,
    };
  } catch {
    return NONE;
  }
}

/** Whether embeds of `host` may be shown. */
export function consentAllows(consent: EmbedConsent, host: string | null): boolean {
  return consent.all || (host !== null && consent.hosts.includes(host));
}

/** The consent after agreeing to one host, or to all embeds when host is null. */
export function withConsent(consent: EmbedConsent, host: string | null): EmbedConsent {
  if (host === null) return { ...consent, all: true };
  return consent.hosts.includes(host) ? consent : { ...consent, hosts: [...consent.hosts, host] };
}

// Guests' consent lives in local storage; listeners keep every embed on the page in step.
const listeners = new Set<() => void>();
let localCache: { raw: string | null; value: EmbedConsent } = { raw: null, value: NONE };

function readLocal(): EmbedConsent {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(EMBED_CONSENT_STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (raw !== localCache.raw) localCache = { raw, value: parseEmbedConsent(raw) };
  return localCache.value;
}

function subscribeLocal(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function writeLocal(consent: EmbedConsent): void {
  try {
    window.localStorage.setItem(EMBED_CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Private mode without storage: the consent holds until the page is left.
    localCache = { raw: JSON.stringify(consent), value: consent };
  }
  for (const l of listeners) l();
}

/**
 * The embed consent of the viewer: the signed-in user's oembed_consent (PUT /auth), or this
 * device's local storage for guests. `grant(host)` agrees to one host, `grant(null)` to all.
 */
export function useEmbedConsent(): { consent: EmbedConsent; grant(host: string | null): Promise<void> } {
  const session = useSession();
  const local = useBrowserStore(subscribeLocal, readLocal, () => NONE);
  const signedIn = session.status === 'signedIn' && session.user !== null;
  const consent = signedIn ? parseEmbedConsent(session.user?.oembed_consent) : local;
  return {
    consent,
    grant: async (host) => {
      const next = withConsent(consent, host);
      if (!signedIn) {
        writeLocal(next);
        return;
      }
      // Straight to PUT /auth: the session's updateProfile would announce 'profile updated' for a consent click.
      const user = await putProfile({ oembed_consent: JSON.stringify(next) });
      sessionStore.dispatch({ type: 'userLoaded', user });
    },
  };
}
