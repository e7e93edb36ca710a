import { parseIdentityConfig, type IdentityConfig } from '@tribune/domain';

let current: IdentityConfig | null = null;

/** Remembers module-config.json's `identity` object; the shell calls this whenever it loads. */
export function setIdentityConfig(raw: unknown): void {
  current = parseIdentityConfig(raw, location.origin);
}

/** The identity service's endpoints; the embedded service at this origin until configuration arrives. */
export function identityConfig(): IdentityConfig {
  return current ?? parseIdentityConfig(undefined, location.origin);
}
