import type Provider from 'oidc-provider';
import type { AccountStore } from './accounts.ts';
import type { Limits } from './limits.ts';
import type { Mailer } from './mail.ts';
import type { PasswordHasher } from './passwords.ts';
import type { ProviderSettings } from './provider.ts';
import type { WebKit } from './web.ts';

/** What the route modules share. */
export interface Deps {
  provider: Provider;
  accounts: AccountStore;
  hasher: PasswordHasher;
  limits: Limits;
  mailer: Mailer;
  web: WebKit;
  settings: ProviderSettings;
  /** Development conveniences (the mail outbox page), for loopback requests only. */
  devTools: boolean;
  logger: { info(...a: unknown[]): void; warn(...a: unknown[]): void; error(...a: unknown[]): void };
}

/** The longest e-mail address (RFC 5321 path limit). */
export const MAX_EMAIL = 254;
/** The longest display name. */
export const MAX_DISPLAY_NAME = 60;

/** A loose e-mail check: one @, something on both sides, a dot in the domain. */
export const EMAIL_RE = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;
