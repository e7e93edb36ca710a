/** One sign-in in flight: the PKCE verifier, the state it was sent with and where to go afterwards. */
export interface PendingLogin {
  verifier: string;
  state: string;
  redirect: string | null;
  createdAt: number;
}

const STORAGE_KEY = 'tribune-oidc-pending';
// A few parallel attempts (two tabs, a double click) may be in flight; older ones are dropped.
const MAX_PENDING = 5;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random URL-safe string of `bytes` random bytes (WebCrypto). */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

function readAll(): PendingLogin[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(raw) ? (raw as PendingLogin[]).filter((p) => p && typeof p.state === 'string') : [];
  } catch {
    return [];
  }
}

/** Starts a sign-in: a fresh verifier (43 chars) and state, remembered in sessionStorage. */
export function createPendingLogin(redirect: string | null): PendingLogin {
  const pending: PendingLogin = { verifier: randomToken(32), state: randomToken(16), redirect, createdAt: Date.now() };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...readAll(), pending].slice(-MAX_PENDING)));
  return pending;
}

/** Looks up the sign-in a callback's state belongs to and forgets it; null for an unknown state. */
export function takePendingLogin(state: string | null): PendingLogin | null {
  if (!state) return null;
  const all = readAll();
  const found = all.find((p) => p.state === state) ?? null;
  if (found) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all.filter((p) => p !== found)));
  return found;
}
