import type { FastifyReply, FastifyRequest } from 'fastify';
import { consoleAllows, isStaffRole, type ConsoleArea } from '@tribune/domain';
import { AppError } from '../../http/errors.ts';
import type { AccessClaims, Caller, UserRow } from '../../platform/caller.ts';

/**
 * Who may call a route, declared in its config (`config: { access: 'user' }`): anybody, a signed-in
 * user, an instance admin, or the team roles that may use a console area (`console:members`;
 * docs/CONSOLE.md "Roles", the table `CONSOLE_AREA_ROLES`).
 */
export type Access = 'public' | 'user' | 'admin' | `console:${ConsoleArea}`;

/** The console area of an access, or undefined when it is not a console access. */
export function consoleAreaOf(access: Access): ConsoleArea | undefined {
  return access.startsWith('console:') ? (access.slice('console:'.length) as ConsoleArea) : undefined;
}

export type { Caller } from '../../platform/caller.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The resolved caller, or undefined for a guest (and for a banned user on a public route). */
    caller: Caller | undefined;
  }
  interface FastifyContextConfig {
    /** Who may call this route; the caller gate refuses everybody else before the body is read. */
    access?: Access;
    /**
     * A session route a signed-in user may call before redeeming an invitation code, while the
     * instance requires one (`/v2/user/show`, `PUT`/`DELETE /auth`, the redeem route).
     */
    beforeInvitation?: boolean;
  }
}

/**
 * The invitation requirement (docs/COMMUNITY.md "Invitation codes"), answered by the invitations
 * module: whether this caller must redeem a code before anything else.
 */
export interface InvitationGate {
  /** True when the instance requires an invitation and this caller has not redeemed one (admins never). */
  mustRedeem(caller: Caller): Promise<boolean>;
}

/**
 * What the resolver needs of the users service (`UsersService`): the cached row of a token, and
 * the admin promotion. An interface, so the users domain can take a `Caller` without a cycle.
 */
export interface CallerUsers {
  resolve(claims: AccessClaims): Promise<UserRow>;
  setRole(userId: number, role: UserRow['role']): Promise<UserRow | undefined>;
}

/** Tells whether the identity account behind a subject has verified this e-mail (embedded identity). */
export type EmailVerified = (uid: string, email: string) => Promise<boolean>;

/** The rules of who is calling: one place for the admin right and the banned state. */
export const callerPolicy = {
  /** Whether an e-mail is on the configured admin list (case-insensitive). */
  isConfiguredAdmin(email: string | null | undefined, adminEmails: readonly string[]): boolean {
    return !!email && adminEmails.includes(email.trim().toLowerCase());
  },
  /** A banned user has no rights anywhere. */
  isBanned(user: UserRow): boolean {
    return user.status === 'banned';
  },
};

/**
 * Resolves the caller of a request once: the user row (cached by the users service), the admin
 * right (users.role, or ADMIN_EMAILS with a verified address, promoted on first use) and the
 * banned state. Every admin check of every domain asks this, so the rules cannot drift.
 */
export class CallerResolver {
  constructor(
    private readonly users: CallerUsers,
    private readonly adminEmails: readonly string[],
    /** Reads verification from the account when the token predates the confirmation. */
    private readonly emailVerified?: EmailVerified,
    /** The invitation requirement, the invitations module's (none: no requirement). */
    private readonly invitations?: InvitationGate,
  ) {}

  /** Whether the caller must redeem an invitation code first; never an admin. */
  async mustRedeemInvitation(caller: Caller): Promise<boolean> {
    if (caller.admin || !this.invitations) return false;
    return this.invitations.mustRedeem(caller);
  }

  /** Whether an e-mail is one of the configured admins' (ADMIN_EMAILS): the instance's owners. */
  isConfiguredAdmin(user: UserRow): boolean {
    return callerPolicy.isConfiguredAdmin(user.email, this.adminEmails);
  }

  /** The caller for these claims; 401 when the account was deleted. */
  async resolve(claims: AccessClaims): Promise<Caller> {
    let user = await this.users.resolve(claims);
    if (callerPolicy.isBanned(user)) return { claims, user, admin: false, staffRole: null };
    if (user.role === 'admin') return { claims, user, admin: true, staffRole: 'admin' };
    if (callerPolicy.isConfiguredAdmin(user.email, this.adminEmails) && (await this.verified(claims, user))) {
      user = (await this.users.setRole(user.id, 'admin')) ?? user;
      return { claims, user, admin: true, staffRole: 'admin' };
    }
    return { claims, user, admin: false, staffRole: isStaffRole(user.role) ? user.role : null };
  }

  /**
   * Admin rights need a verified address, so nobody becomes admin by registering the admin's
   * address first: the token's `email_verified` for the address it carries (the row's, which the
   * unique address binds to this subject alone), or the embedded identity's account of this
   * subject when the token predates the confirmation.
   */
  private async verified(claims: AccessClaims, user: UserRow): Promise<boolean> {
    if (!user.email || claims.email?.trim().toLowerCase() !== user.email.toLowerCase()) return false;
    if (claims.email_verified === true) return true;
    return this.emailVerified ? this.emailVerified(claims.sub, user.email) : false;
  }
}

/** The caller of a route that needs a user (the gate already refused guests and banned users). */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw new AppError('UNAUTHENTICATED');
  return req.caller;
}

/** The caller's user id, or undefined for a guest. */
export function callerIdOf(req: FastifyRequest): number | undefined {
  return req.caller?.user.id;
}

/**
 * The caller gate, an onRequest step after the token check: resolves the caller once and refuses
 * before the body is read — 401 for a guest on a user or admin route, 404 ACCOUNT_BANNED for a
 * banned user there (the app shows its banned alert on it), 403 for a non-admin on an admin
 * route, 403 INVITATION_REQUIRED for a user who must redeem an invitation code first (except on
 * the session routes, `beforeInvitation`), 409 EMAIL_TAKEN for a token whose e-mail belongs to
 * another user. A banned user's token on a public route reads as a guest, and so do the token of
 * a user who must redeem a code and one whose e-mail is another user's.
 */
export function callerGate(resolver: CallerResolver, access: Access, beforeInvitation = false) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!req.auth) {
      if (access !== 'public') throw new AppError('UNAUTHENTICATED');
      return;
    }
    let caller: Caller;
    try {
      caller = await resolver.resolve(req.auth);
    } catch (err) {
      // A token whose e-mail is another user's has no account here: a guest on public routes.
      if (access === 'public' && err instanceof AppError && err.code === 'EMAIL_TAKEN') {
        req.auth = undefined;
        return;
      }
      throw err;
    }
    if (callerPolicy.isBanned(caller.user)) {
      if (access !== 'public') throw new AppError('ACCOUNT_BANNED');
      req.auth = undefined;
      return;
    }
    if (access === 'admin' && !caller.admin) throw new AppError('FORBIDDEN');
    const area = consoleAreaOf(access);
    if (area && !consoleAllows(caller.staffRole, area)) throw new AppError('FORBIDDEN');
    if (!beforeInvitation && (await resolver.mustRedeemInvitation(caller))) {
      if (access !== 'public') throw new AppError('INVITATION_REQUIRED');
      req.auth = undefined;
      return;
    }
    req.caller = caller;
  };
}
