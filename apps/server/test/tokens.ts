import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet, type JWTPayload } from 'jose';

/** The issuer and audience test apps run with (testConfig: PUBLIC_URL http://localhost:3000). */
export const TEST_ISSUER = 'http://localhost:3000';
export const TEST_AUDIENCE = 'tribune-api';

/** An RS256 key pair standing in for the identity service, and its public key set. */
export interface TestKeys {
  privateKey: CryptoKey;
  jwks: JSONWebKeySet;
}

/** Generates a signing key and the public JWKS to pass as the `jwks` build option. */
export async function createTestKeys(kid = 'test-key'): Promise<TestKeys> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, jwks: { keys: [jwk] } };
}

/** The identity claims of a test user. */
export interface TestUser {
  sub: string;
  email?: string;
  name?: string;
  slug?: string;
  locale?: string;
}

/** Options that make a token wrong on purpose. */
export interface TokenOverrides {
  issuer?: string;
  audience?: string;
  /** Expiry as seconds from now (negative: already expired). */
  expiresIn?: number;
  /** Not-before as seconds from now. */
  notBefore?: number;
  claims?: JWTPayload;
  kid?: string;
}

/** Signs an access token as the identity service would (RS256, iss, aud, 600 s). */
export async function tokenFor(keys: TestKeys, user: TestUser, o: TokenOverrides = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({
    email: user.email ?? `${user.sub}@example.test`,
    email_verified: true,
    name: user.name ?? `User ${user.sub}`,
    slug: user.slug ?? user.sub,
    locale: user.locale ?? 'en',
    ...o.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? (keys.jwks.keys[0]?.kid as string) })
    .setSubject(user.sub)
    .setIssuer(o.issuer ?? TEST_ISSUER)
    .setAudience(o.audience ?? TEST_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + (o.expiresIn ?? 600));
  if (o.notBefore !== undefined) jwt.setNotBefore(now + o.notBefore);
  return jwt.sign(keys.privateKey);
}

/** An unsigned token (`alg: none`) with otherwise valid claims. */
export function unsignedToken(user: TestUser): string {
  const now = Math.floor(Date.now() / 1000);
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    sub: user.sub,
    iss: TEST_ISSUER,
    aud: TEST_AUDIENCE,
    iat: now,
    exp: now + 600,
    name: user.name ?? 'Mallory',
  })}.`;
}

/** The Authorization header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
