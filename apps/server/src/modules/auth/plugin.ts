import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { callerGate, type Access, type CallerResolver } from './caller.ts';
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
 * The access of a route: its declared `config.access`; otherwise admin for a route under
 * /v2/admin and user for one whose schema asks for the bearer token, public for the rest.
 */
export function accessOf(route: {
  url: string;
  config?: { access?: Access };
  schema?: { security?: unknown };
}): Access {
  if (route.config?.access) return route.config.access;
  if (/^\/v2\/admin(\/|$)/.test(route.url)) return 'admin';
  return Array.isArray(route.schema?.security) && route.schema.security.length > 0 ? 'user' : 'public';
}

/**
 * Verifies `Authorization: Bearer` and resolves the caller before the body is read, on every
 * route that can use a user: not on the hot, user-independent `quietLog` routes (customizer,
 * health), which a signed-in app also calls with its token, and not on the identity's own
 * routes. Guests (no header) cost one header lookup; a present but bad or expired token answers
 * 401; the caller gate then refuses by the route's access (see caller.ts). The route's OpenAPI
 * entry gets the bearer requirement from its access. Call before registering routes.
 */
export function installAuth(app: App, verify: TokenVerifier, callers: CallerResolver): void {
  app.decorateRequest('auth', undefined);
  app.decorateRequest('caller', undefined);
  // The app's first hook has set the security headers already: a refusal carries them too.
  const fail = (_reply: FastifyReply, done: HookHandlerDoneFunction, err: Error) => {
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
    const access = accessOf(route);
    if (access !== 'public' && route.schema && !route.schema.hide && !route.schema.security) {
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    }
    const gate = callerGate(callers, access);
    const resolveCaller = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      gate(req, reply).then(
        () => done(),
        (err: Error) => fail(reply, done, err),
      );
    };
    const existing =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [authenticate, resolveCaller, ...existing] as typeof route.onRequest;
  });
}

/** The caller's claims; throws 401 UNAUTHENTICATED for a guest. */
export function requireAuth(req: FastifyRequest): AccessClaims {
  if (!req.auth) throw new AppError('UNAUTHENTICATED');
  return req.auth;
}
