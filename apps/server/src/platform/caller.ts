/**
 * The caller of a request as every module sees it: the verified claims of the access token, the
 * user row and the rights derived from them. The auth module resolves it (modules/auth); the
 * modules and the platform only read it (docs/ARCHITECTURE.md "Server modules").
 */
import type { StaffRole } from '@tribune/domain';
import type { users } from '../db/schema.ts';

/** A row of the users table. */
export type UserRow = typeof users.$inferSelect;

/** The claims of a verified access token that the API relies on (docs/ACCOUNTS.md). */
export interface AccessClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  slug?: string;
  locale?: string;
  /** Expiry in epoch seconds: cached facts about the caller live no longer than the token. */
  exp?: number;
}

/** The one caller of a request: the verified claims, the user row and the rights derived from them. */
export interface Caller {
  claims: AccessClaims;
  user: UserRow;
  /** An instance admin: role admin, or a verified ADMIN_EMAILS address; never when banned. */
  admin: boolean;
  /**
   * The caller's role in the instance's team (docs/CONSOLE.md "Roles"): `admin` whenever `admin`,
   * a moderator's or an editor's from the row, null for a fan and for a banned user.
   */
  staffRole: StaffRole | null;
}
