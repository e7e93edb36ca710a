import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { CONSOLE_AREAS, moduleEnabled, type ErrorCode, type GatedModule } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { ErrorRef } from '../../http/schemas.ts';
import { callerGate, type Access, type CallerResolver } from './caller.ts';
import type { AccessClaims, TokenVerifier } from './verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access-token claims, or undefined for a guest. */
    auth: AccessClaims | undefined;
  }
  interface FastifyContextConfig {
    /**
     * The module the route belongs to (@tribune/domain modules.ts): while the instance has it off,
     * the route answers 404 MODULE_DISABLED (chat: CHAT_DISABLED) to everybody, before the caller gate.
     */
    module?: GatedModule;
  }
}

const BEARER = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)[ ]*$/i;

/** The identity service's own protocol and pages: their tokens and sessions are its business. */
const IDENTITY_PATHS = /^\/(oauth|identity|\.well-known)(\/|$)/;

/** The answer of a route whose module is off: chat keeps the code its spec names. */
const MODULE_DISABLED_CODE: Record<GatedModule, ErrorCode> = {
  contents: 'MODULE_DISABLED',
  chat: 'CHAT_DISABLED',
  notifications: 'MODULE_DISABLED',
  participate: 'MODULE_DISABLED',
  voting: 'MODULE_DISABLED',
  crowdsourcing: 'MODULE_DISABLED',
  ama: 'MODULE_DISABLED',
  events: 'MODULE_DISABLED',
  spaces: 'MODULE_DISABLED',
  postToFeed: 'MODULE_DISABLED',
  organizationList: 'MODULE_DISABLED',
  organizations: 'MODULE_DISABLED',
  nfts: 'MODULE_DISABLED',
  nftTrading: 'MODULE_DISABLED',
};

/**
 * The routes that declare no access because they are not ours: the identity service's protocol
 * and pages (its own sessions and tokens), and the built web app's files (@fastify/static marks
 * each file route with `config.file`). Every other route must declare `config.access`.
 */
export function isFrameworkRoute(route: { url: string; config?: unknown }): boolean {
  if (IDENTITY_PATHS.test(route.url)) return true;
  const config = route.config as { file?: unknown; rootPath?: unknown } | undefined;
  return typeof config?.file === 'string' && config.rootPath !== undefined;
}

/**
 * The declared access of a route (`config: { access: 'public' | 'user' | 'admin' }`). A route
 * that declares none fails the start, naming itself, so nobody gets a route whose callers
 * nobody decided.
 */
export function accessOf(route: {
  url: string;
  method?: RouteOptions['method'];
  config?: { access?: unknown };
}): Access {
  const access = route.config?.access;
  if (access === 'public' || access === 'user' || access === 'admin') return access;
  if (typeof access === 'string' && access.startsWith('console:')) {
    const area = access.slice('console:'.length);
    if ((CONSOLE_AREAS as readonly string[]).includes(area)) return access as Access;
  }
  const methods = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
  throw new Error(
    `Route ${methods} ${route.url} declares no access: add config: { access: 'public' | 'user' | 'admin' | 'console:<area>' }.`,
  );
}

/**
 * Verifies `Authorization: Bearer` and resolves the caller before the body is read, on every
 * route that can use a user: not on the hot, user-independent `quietLog` routes (customizer,
 * health; public by declaration), which a signed-in app also calls with its token, and not on
 * the identity's own routes. Guests (no header) cost one header lookup; a present but bad or
 * expired token answers 401; the caller gate then refuses by the route's access (see
 * caller.ts). Before all of it, the module gate answers 404 on a route of a module the instance
 * has off (`config.module`). Every route must declare its access (accessOf); the route's OpenAPI
 * entry gets the bearer requirement from it. Call before registering routes.
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
  /** The module gate: 404 for everybody while the route's module is off (read per request, cached snapshot). */
  const moduleGate =
    (module: GatedModule) => (_req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const { config, flags } = app.instance.snapshot();
      if (moduleEnabled(module, config, flags)) done();
      else fail(reply, done, new AppError(MODULE_DISABLED_CODE[module]));
    };
  app.addHook('onRoute', (route) => {
    if (isFrameworkRoute(route)) return;
    const access = accessOf(route);
    const module = route.config?.module;
    // The contract states each operation's access (and module): clients and the access-matrix
    // test read it from /v2/openapi.json.
    if (route.schema && !route.schema.hide) {
      route.schema = {
        ...route.schema,
        'x-access': access,
        ...(module ? { 'x-module': module } : {}),
      } as typeof route.schema;
    }
    if (module && route.schema?.response && !route.schema.hide) {
      const response = route.schema.response as Record<string, unknown>;
      if (!response[404]) route.schema = { ...route.schema, response: { ...response, 404: ErrorRef } };
    }
    const beforeInvitation = route.config?.beforeInvitation === true;
    // A user who must redeem an invitation code first is refused 403 INVITATION_REQUIRED on every
    // route that needs a user, but the session ones: the contract says so.
    if (access !== 'public' && !beforeInvitation && route.schema?.response && !route.schema.hide) {
      const response = route.schema.response as Record<string, unknown>;
      if (!response[403]) route.schema = { ...route.schema, response: { ...response, 403: ErrorRef } };
    }
    const existing =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    const gates = module ? [moduleGate(module)] : [];
    if (route.config?.quietLog) {
      if (access !== 'public')
        throw new Error(`Route ${route.url}: a quietLog route is not authenticated; declare it public.`);
      if (gates.length > 0) route.onRequest = [...gates, ...existing] as typeof route.onRequest;
      return;
    }
    if (access !== 'public' && route.schema && !route.schema.hide && !route.schema.security) {
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    }
    const gate = callerGate(callers, access, beforeInvitation);
    const resolveCaller = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      gate(req, reply).then(
        () => done(),
        (err: Error) => fail(reply, done, err),
      );
    };
    route.onRequest = [...gates, authenticate, resolveCaller, ...existing] as typeof route.onRequest;
  });
}
