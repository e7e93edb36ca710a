import { defineModule } from '../../platform/module.ts';
import { CallerResolver, type Caller } from './caller.ts';
import type { TokenVerifier } from './verifier.ts';

export { callerIdOf, callerOf, type Access, type Caller, type CallerResolver, type InvitationGate } from './caller.ts';
export { identityLinks, type IdentityLinks } from './identity-links.ts';
export { installAuth } from './plugin.ts';
export { createTokenVerifier, type AccessClaims, type JwksSource } from './verifier.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the caller of a request: user row (cached), admin right, banned state. */
    callers: CallerResolver;
    /** Verifies an access token as the HTTP auth does (the realtime socket authenticates with it). */
    verifyAccessToken: TokenVerifier;
  }
}

/**
 * The caller of every request: the access token verified, the user row (cached), the admin right
 * and the bans; the gate itself is installed with the cross-cutting parts (app.ts, plugin.ts).
 */
export const authModule = defineModule({
  name: 'auth',
  setup: (app, { identity }) => {
    const emailVerified = identity
      ? async (uid: string, email: string) => {
          const account = await identity.accounts.findById(uid);
          return account?.emailVerified === true && account.email.toLowerCase() === email.toLowerCase();
        }
      : undefined;
    // The invitations module is below this one in the app's list: its gate is read when asked.
    const invitations = { mustRedeem: (caller: Caller) => app.invitations.mustRedeem(caller) };
    app.decorate('callers', new CallerResolver(app.users, app.config.adminEmails, emailVerified, invitations));
  },
});
