import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import type { AccessClaims, TokenVerifier } from './verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access-token claims, or undefined for a guest. */
    auth: AccessClaims | undefined;
  }
}

const BEARER = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)[ ]*$/i;

/**
 * Verifies `Authorization: Bearer` on every request before the body is read. Guests (no header)
 * cost one header lookup; a present but bad or expired token answers 401 on any route.
 */
export function installAuth(app: App, verify: TokenVerifier): void {
  app.decorateRequest('auth', undefined);
  const fail = (reply: FastifyReply, done: HookHandlerDoneFunction, err: Error) => {
    // Global hooks run before the per-route security hook; a refusal still carries the headers.
    reply.headers(app.resourceSecurityHeaders);
    done(err);
  };
  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const header = req.headers.authorization;
    if (header === undefined || header === '') {
      done();
      return;
    }
    const token = BEARER.exec(header)?.[1];
    if (!token) {
      fail(reply, done, new AppError('UNAUTHENTICATED', 'The Authorization header must be "Bearer <access token>".'));
      return;
    }
    verify(token).then(
      (claims) => {
        req.auth = claims;
        done();
      },
      (err: Error) => fail(reply, done, err),
    );
  });
}

/** The caller's claims; throws 401 UNAUTHENTICATED for a guest. */
export function requireAuth(req: FastifyRequest): AccessClaims {
  if (!req.auth) throw new AppError('UNAUTHENTICATED');
  return req.auth;
}
