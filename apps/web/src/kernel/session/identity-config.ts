import { parseIdentityConfig, type IdentityConfig } from '@tribune/domain';

let current: IdentityConfig | null = null;

/** Remembers module-config.json's `identity` object; the shell calls this whenever it loads. */
export function setIdentityConfig(raw: unknown): void {
  // The server's rendering draws no sign-in: only the browser knows its origin and signs in.
  if (typeof location === 'undefined') return;
  current = parseIdentityConfig(raw, location.origin);
}

/** The identity service's endpoints; the embedded service at this origin until configuration arrives. */
export function identityConfig(): IdentityConfig {
  return (
    current ?? parseIdentityConfig(undefined, typeof location === 'undefined' ? 'http://localhost' : location.origin)
  );
}
