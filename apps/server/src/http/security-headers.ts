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
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers of documents (HTML pages and the service worker): helmet's full set with our CSP. */
export function pageHeaders(https: boolean): Record<string, string> {
  return recordHelmet({
    contentSecurityPolicy: { directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? undefined : false,
  });
}

/** Security headers of API and asset responses: the ones that matter for non-documents. */
export function resourceHeaders(https: boolean): Record<string, string> {
  const all = pageHeaders(https);
  const keep = [
    'x-content-type-options',
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
  ];
  return Object.fromEntries(Object.entries(all).filter(([k]) => keep.includes(k)));
}
