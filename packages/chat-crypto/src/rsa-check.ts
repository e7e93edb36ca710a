// WebCrypto imports RSA private keys without checking that their parts belong together (and
// decrypts with the CRT parts alone), so a damaged key file could be stored and break later.
import { base64UrlToBytes } from './encoding.ts';

function big(b64u: unknown): bigint | null {
  const bytes = typeof b64u === 'string' ? base64UrlToBytes(b64u) : null;
  if (!bytes || bytes.length === 0) return null;
  let hex = '0x';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return BigInt(hex);
}

/** True when an RSA private JWK is self-consistent: n = pq, d and the CRT members fit e, p and q. */
export function isConsistentRsaPrivateJwk(jwk: JsonWebKey): boolean {
  const [n, e, d, p, q, dp, dq, qi] = [jwk.n, jwk.e, jwk.d, jwk.p, jwk.q, jwk.dp, jwk.dq, jwk.qi].map(big);
  if (!n || !e || !d || !p || !q || !dp || !dq || !qi || p < 3n || q < 3n) return false;
  const p1 = p - 1n;
  const q1 = q - 1n;
  return (
    p * q === n && d % p1 === dp && d % q1 === dq && (e * dp) % p1 === 1n && (e * dq) % q1 === 1n && (qi * q) % p === 1n
  );
}
