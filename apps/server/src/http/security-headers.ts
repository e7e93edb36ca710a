import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The Content-Security-Policy of every page: nothing inline, nothing from elsewhere. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  // The embed frame (/embeds/{id}) is our own document; media files come from us too.
  frameSrc: ["'self'"],
  mediaSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Runs helmet once against a recording response and returns the headers it sets. The headers
 * never vary per request (no nonces: the CSP allows no inline script at all), so computing them
 * once keeps helmet's well-kept defaults without its per-request cost on hot paths.
 */
function recordHelmet(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // The one double cast left on purpose: helmet's middleware is typed for a whole ServerResponse, and
  // this recorder has only the two methods helmet calls, so it is no ServerResponse to the compiler.
  // eslint-disable-next-line no-restricted-syntax -- a recorder, not a ServerResponse (see above)
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers of documents (HTML pages and the service worker): helmet's full set with our CSP.
 * With `framedBySelf`, a page of this origin may show it in a frame (the console's setup preview,
 * docs/CONSOLE.md "The live preview"); every other page may be framed by nobody.
 */
export function pageHeaders(https: boolean, { framedBySelf = false } = {}): Record<string, string> {
  return recordHelmet({
    contentSecurityPolicy: {
      directives: framedBySelf ? { ...CSP_DIRECTIVES, frameAncestors: ["'self'"] } : CSP_DIRECTIVES,
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? undefined : false,
  });
}

/**
 * Security headers of every other answer (API, assets, health, errors): the ones that matter
 * for non-documents. X-Frame-Options has the pages' value, so a file served with both sets
 * (the shell page, the service worker) gets one consistent answer whichever set is applied last.
 */
export function resourceHeaders(https: boolean): Record<string, string> {
  const all = pageHeaders(https);
  const keep = [
    'x-content-type-options',
    'x-frame-options',
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
  ];
  return Object.fromEntries(Object.entries(all).filter(([k]) => keep.includes(k)));
}

/**
 * Routes whose answers are about the caller by nature, whoever asks: the signed-in user, the
 * account, chat and chat keys, the browser's consent record. They always get `no-store`.
 */
export const PERSONAL_ROUTES =
  /^\/(?:v2\/user\/|auth$|v2\/chat_|v2\/notification|v2\/users\/:id\/chat_conversation$|api\/v1\/chat_keys\/|consent\/?$)/;

// The app's token cookies (docs/ACCOUNTS.md) and the identity service's session and interaction
// cookies (oidc-provider's `_session`, `_interaction`, `_interaction_resume` and their `.sig`s).
const SESSION_COOKIE = /(?:^|;)\s*(?:access-token|refresh-token|_session|_interaction)[\w.-]*=/;

/**
 * Whether a request identifies its caller (a bearer token or a session cookie): its answer is
 * personal unless the route says otherwise, so no cache may keep it.
 */
export function identifiesCaller(headers: { authorization?: string; cookie?: string }): boolean {
  return !!headers.authorization || (headers.cookie !== undefined && SESSION_COOKIE.test(headers.cookie));
}
