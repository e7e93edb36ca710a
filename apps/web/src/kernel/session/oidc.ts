import { LOGIN_TOKEN_GRANT, OIDC_SCOPE } from '@tribune/domain';
import type { TokenPair } from './credentials.ts';
import { identityConfig } from './identity-config.ts';
import { codeChallenge, createPendingLogin } from './pkce.ts';

/** A failed call to the token endpoint: its HTTP status and OAuth error code. */
export class TokenError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code || `HTTP ${status}`);
    this.name = 'TokenError';
  }

  /** True when the identity service refused the account itself (banned: login-token grant 404). */
  get banned(): boolean {
    return this.status === 404 || this.code === 'account_banned';
  }
}

/** The redirect URI: the native shell's app scheme when the build is one, else this origin's callback. */
export function redirectUri(): string {
  const native: unknown = import.meta.env.VITE_NATIVE_REDIRECT_URI;
  return typeof native === 'string' && native.length > 0 ? native : `${location.origin}/account/redirect`;
}

/** Builds the authorize URL for a new sign-in; the state carries the redirect (kept in sessionStorage). */
export async function authorizeUrl(input: { redirect: string | null; locale: string }): Promise<string> {
  const cfg = identityConfig();
  const pending = createPendingLogin(input.redirect);
  const url = new URL(cfg.authorization_endpoint, location.origin);
  url.search = new URLSearchParams({
    client_id: cfg.client_id,
    redirect_uri: redirectUri(),
    response_type: 'code',
    scope: OIDC_SCOPE,
    code_challenge: await codeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    ui_locales: input.locale,
  }).toString();
  return url.toString();
}

async function tokenRequest(params: Record<string, string>): Promise<TokenPair> {
  const cfg = identityConfig();
  const response = await fetch(new URL(cfg.token_endpoint, location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ client_id: cfg.client_id, ...params }),
  });
  const body: unknown = await response.json().catch(() => null);
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (!response.ok || typeof record.access_token !== 'string') {
    throw new TokenError(response.status, typeof record.error === 'string' ? record.error : '');
  }
  return {
    access_token: record.access_token,
    refresh_token: typeof record.refresh_token === 'string' ? record.refresh_token : null,
  };
}

/** Exchanges an authorization code (with its PKCE verifier) for a token pair. */
export function exchangeCode(code: string, verifier: string): Promise<TokenPair> {
  return tokenRequest({
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri(),
  });
}

/** Trades a refresh token for a new pair (the refresh token rotates). */
export function refreshTokens(refreshToken: string): Promise<TokenPair> {
  return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken, redirect_uri: redirectUri() });
}

/** Exchanges a one-time login token (social login, magic link, native hand-off) for a pair. */
export function exchangeLoginToken(loginToken: string): Promise<TokenPair> {
  return tokenRequest({ grant_type: LOGIN_TOKEN_GRANT, login_token: loginToken });
}

/** The identity service's sign-out page, returning to this origin's root. */
export function endSessionUrl(): string {
  const cfg = identityConfig();
  const url = new URL(cfg.end_session_endpoint, location.origin);
  url.search = new URLSearchParams({
    client_id: cfg.client_id,
    post_logout_redirect_uri: `${location.origin}/`,
  }).toString();
  return url.toString();
}
