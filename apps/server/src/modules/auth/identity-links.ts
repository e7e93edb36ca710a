import type { Config } from '../../config.ts';

/** Where the app finds the identity service: published in module-config.json. */
export interface IdentityLinks {
  issuer: string;
  client_id: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
  registration_url: string;
  recovery_url: string;
  /** The app's own sign-in callback path (docs/ACCOUNTS.md). */
  web_redirect_path: string;
}

/** The identity endpoints of the configured issuer (docs/ACCOUNTS.md, identity service). */
export function identityLinks(config: Pick<Config, 'identityIssuer' | 'webClientId'>): IdentityLinks {
  const issuer = config.identityIssuer;
  return {
    issuer,
    client_id: config.webClientId,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    end_session_endpoint: `${issuer}/oauth/logout`,
    registration_url: `${issuer}/identity/register`,
    recovery_url: `${issuer}/identity/recover`,
    web_redirect_path: '/account/redirect',
  };
}
