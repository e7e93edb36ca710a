import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { AppError } from '../../http/errors.ts';

/** Supplies the identity service's public keys in-process (embedded identity, tests). */
export type JwksSource = () => JSONWebKeySet | Promise<JSONWebKeySet>;

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

/** Verifies a bearer token and returns its claims; throws AppError 401 (or 503 when keys are unreachable). */
export type TokenVerifier = (token: string) => Promise<AccessClaims>;

const INVALID = 'The access token is invalid or expired.';

function optionalString(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

/**
 * Builds the verifier: RS256 only, exact issuer and audience, exp/nbf with 5 s tolerance.
 * Keys come from `jwks` when given (re-read on every call, so a rotated key set is picked up),
 * otherwise from the issuer's `/oauth/jwks` (cached and refreshed by jose).
 */
export function createTokenVerifier(opts: { issuer: string; audience: string; jwks?: JwksSource }): TokenVerifier {
  const remote = opts.jwks ? undefined : createRemoteJWKSet(new URL(`${opts.issuer}/oauth/jwks`));
  let lastSet: JSONWebKeySet | undefined;
  let local: JWTVerifyGetKey | undefined;
  const keys = async (): Promise<JWTVerifyGetKey> => {
    if (remote) return remote;
    const set = await opts.jwks!();
    if (set !== lastSet || !local) {
      lastSet = set;
      local = createLocalJWKSet(set);
    }
    return local;
  };
  return async (token) => {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, await keys(), {
        algorithms: ['RS256'],
        issuer: opts.issuer,
        audience: opts.audience,
        clockTolerance: 5,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (err) {
      // Keys we cannot fetch are our fault, not the caller's: 503, never 401 or 500.
      if (err instanceof errors.JWKSTimeout || !(err instanceof errors.JOSEError)) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The identity service cannot be reached.');
      }
      throw new AppError('UNAUTHENTICATED', INVALID);
    }
    const sub = payload.sub;
    if (typeof sub !== 'string' || sub.length === 0 || sub.length > 200) throw new AppError('UNAUTHENTICATED', INVALID);
    return {
      sub,
      email: optionalString(payload.email, 320),
      email_verified: typeof payload.email_verified === 'boolean' ? payload.email_verified : undefined,
      name: optionalString(payload.name, 200),
      slug: optionalString(payload.slug, 200),
      locale: optionalString(payload.locale, 20),
      exp: typeof payload.exp === 'number' ? payload.exp : undefined,
    };
  };
}
