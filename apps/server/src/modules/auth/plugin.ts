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

/** The identity service's own protocol and pages: their tokens and sessions are its business. */
const IDENTITY_PATHS = /^\/(oauth|identity|\.well-known)(\/|$)/;

/**
 * Verifies `Authorization: Bearer` before the body is read, on every route that can use a
 * user: not on the hot, user-independent `quietLog` routes (customizer, health), which a
 * signed-in app also calls with its token, and not on the identity's own routes. Guests (no
 * header) cost one header lookup; a present but bad or expired token answers 401.
 * Call before registering routes.
 */
export function installAuth(app: App, verify: TokenVerifier): void {
  app.decorateRequest('auth', undefined);
  const fail = (reply: FastifyReply, done: HookHandlerDoneFunction, err: Error) => {
    // Global hooks run before the per-route security hook; a refusal still carries the headers.
    reply.headers(app.resourceSecurityHeaders);
    done(err);
  };
  const authenticate = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
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
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.quietLog || IDENTITY_PATHS.test(route.url)) return;
    const existing =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [authenticate, ...existing] as typeof route.onRequest;
  });
}

/** The caller's claims; throws 401 UNAUTHENTICATED for a guest. */
export function requireAuth(req: FastifyRequest): AccessClaims {
  if (!req.auth) throw new AppError('UNAUTHENTICATED');
  return req.auth;
}
