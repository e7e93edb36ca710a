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

export type { AccessClaims } from '../../platform/caller.ts';
import type { AccessClaims } from '../../platform/caller.ts';

/** Verifies a bearer token and returns its claims; throws AppError 401 (or 503 when keys are unreachable). */
export type TokenVerifier = (token: string) => Promise<AccessClaims>;

const INVALID = 'The access token is invalid or expired.';

function optionalString(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

/**
 * Tokens verified recently, by their exact text: a signed-in app sends the same token on every
 * call for minutes, and an RS256 verification is the largest cost of a signed-in read. Only
 * successes are kept; an entry lives until the token's `exp` (without the clock tolerance) and
 * at most `maxAgeMs`, so a signing key withdrawn from the key set stops working within that.
 * The oldest entries go first when `maxEntries` is reached (a flood of distinct tokens).
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { claims: AccessClaims; until: number }>();

  constructor(
    private readonly maxAgeMs = 60_000,
    private readonly maxEntries = 20_000,
  ) {}

  get(token: string, now = Date.now()): AccessClaims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.claims;
  }

  set(token: string, claims: AccessClaims, now = Date.now()): void {
    if (claims.exp === undefined) return;
    const until = Math.min(claims.exp * 1000, now + this.maxAgeMs);
    if (until <= now) return;
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(token, { claims, until });
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Builds the verifier: RS256 only, exact issuer and audience, exp/nbf with 5 s tolerance.
 * Keys come from `jwks` when given (re-read on every call, so a rotated key set is picked up),
 * otherwise from the issuer's `/oauth/jwks` (cached and refreshed by jose). A token verified
 * in the last minute is answered from {@link VerifiedTokens} (`cache: false` turns that off).
 */
export function createTokenVerifier(opts: {
  issuer: string;
  audience: string;
  jwks?: JwksSource;
  cache?: VerifiedTokens | false;
}): TokenVerifier {
  const verified = opts.cache === false ? undefined : (opts.cache ?? new VerifiedTokens());
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
    const known = verified?.get(token);
    if (known) return known;
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
    const claims: AccessClaims = {
      sub,
      email: optionalString(payload.email, 320),
      email_verified: typeof payload.email_verified === 'boolean' ? payload.email_verified : undefined,
      name: optionalString(payload.name, 200),
      slug: optionalString(payload.slug, 200),
      locale: optionalString(payload.locale, 20),
      exp: typeof payload.exp === 'number' ? payload.exp : undefined,
    };
    // Shared by every request that sends this token while cached: nobody may change it.
    Object.freeze(claims);
    verified?.set(token, claims);
    return claims;
  };
}
