import { identityEndpoints, type IdentityConfig } from '@tribune/domain';
import type { Config } from '../../config.ts';

/** Where the app finds the identity service: published in module-config.json. */
export interface IdentityLinks extends IdentityConfig {
  /** The app's own sign-in callback path (docs/ACCOUNTS.md). */
  web_redirect_path: string;
}

/** The identity endpoints of the configured issuer (docs/ACCOUNTS.md, identity service). */
export function identityLinks(config: Pick<Config, 'identityIssuer' | 'webClientId'>): IdentityLinks {
  return { ...identityEndpoints(config.identityIssuer, config.webClientId), web_redirect_path: '/account/redirect' };
}
