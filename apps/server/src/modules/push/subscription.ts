import { createPublicKey } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/** A browser's web push subscription as the server keeps it (keys in base64url without padding). */
export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Where push endpoints may point (config PUSH_SERVICE_HOSTS and the test-only private endpoints). */
export interface PushEndpointPolicy {
  /** Host names; `*.example.com` matches every subdomain of example.com (not example.com itself). */
  hosts: readonly string[];
  /** Test only: `ip:port` pairs allowed over http or https although private. */
  privateEndpoints: readonly string[];
}

/** The longest endpoint accepted (push services use about 200 characters). */
export const ENDPOINT_MAX = 2048;

/** Whether a host name is one of the allowed push service hosts. */
export function hostAllowed(host: string, patterns: readonly string[]): boolean {
  const h = host.toLowerCase();
  return patterns.some((p) => (p.startsWith('*.') ? h.endsWith(p.slice(1)) : h === p));
}

function hostPort(url: URL): string {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const ip = ipaddr.isValid(host) ? ipaddr.process(host).toString() : host;
  return ip.includes(':') ? `[${ip}]:${port}` : `${ip}:${port}`;
}

/** Whether the endpoint is one of the test-only private endpoints (http allowed there). */
export function isPrivateTestEndpoint(url: URL, policy: PushEndpointPolicy): boolean {
  return policy.privateEndpoints.length > 0 && policy.privateEndpoints.includes(hostPort(url));
}

/**
 * Checks an endpoint against the policy: https on the default port at an allowed push service
 * host name (never an address literal), or exactly one of the test-only private endpoints.
 * Returns the URL, or why it is refused.
 */
export function checkEndpoint(raw: string, policy: PushEndpointPolicy): URL | { refused: string } {
  if (raw.length > ENDPOINT_MAX) return { refused: `endpoint is too long (maximum is ${ENDPOINT_MAX} characters)` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { refused: 'endpoint is not a URL' };
  }
  if (url.username || url.password) return { refused: 'endpoint must not carry credentials' };
  if ((url.protocol === 'http:' || url.protocol === 'https:') && isPrivateTestEndpoint(url, policy)) return url;
  if (url.protocol !== 'https:') return { refused: 'endpoint must be an https URL' };
  if (url.port && url.port !== '443') return { refused: 'endpoint must use the default https port' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) || !hostAllowed(host, policy.hosts)) {
    return { refused: 'endpoint is not at a known push service' };
  }
  return url;
}

/** Decodes strict base64url (padding tolerated) of exactly `bytes` bytes. */
function keyBytes(raw: unknown, bytes: number): Buffer | undefined {
  if (typeof raw !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(raw)) return undefined;
  const buf = Buffer.from(raw.replace(/=+$/, ''), 'base64url');
  return buf.length === bytes ? buf : undefined;
}

/** Whether 65 bytes are an uncompressed point on P-256 (OpenSSL checks the curve equation). */
function isP256Point(point: Buffer): boolean {
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The subscription object a token holds: `{ webpush: subscription, ...anything }` (the client may
 * keep its saved flag and time beside it) or a bare `{ endpoint, keys: { p256dh, auth } }`.
 */
function subscriptionObject(parsed: unknown): Record<string, unknown> | undefined {
  if (!isObject(parsed)) return undefined;
  if ('webpush' in parsed) return isObject(parsed.webpush) ? parsed.webpush : undefined;
  return parsed;
}

/**
 * Validates a `notification_token`: null clears it; otherwise the JSON must hold a web push
 * subscription whose endpoint passes the policy, whose p256dh is a P-256 public key (65 bytes,
 * uncompressed) and whose auth secret is 16 bytes. Returns the subscription or the field error.
 */
export function parseNotificationToken(
  token: string | null,
  policy: PushEndpointPolicy,
): { subscription: PushSubscriptionInput | null } | { error: string } {
  if (token === null) return { subscription: null };
  const shape = 'must be a web push subscription ({"endpoint", "keys": {"p256dh", "auth"}}), bare or as {"webpush": …}';
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    return { error: 'is not valid JSON' };
  }
  const sub = subscriptionObject(parsed);
  if (!sub || typeof sub.endpoint !== 'string' || !isObject(sub.keys)) return { error: shape };
  const url = checkEndpoint(sub.endpoint, policy);
  if ('refused' in url) return { error: url.refused };
  const p256dh = keyBytes(sub.keys.p256dh, 65);
  if (!p256dh || !isP256Point(p256dh))
    return { error: 'keys.p256dh must be an uncompressed P-256 public key (base64url)' };
  const auth = keyBytes(sub.keys.auth, 16);
  if (!auth) return { error: 'keys.auth must be 16 bytes (base64url)' };
  return {
    subscription: { endpoint: sub.endpoint, p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** The endpoint a stored token names, without validating it (the previous token, to remove its subscription). */
export function endpointOfToken(token: string | null): string | undefined {
  if (!token) return undefined;
  try {
    const sub = subscriptionObject(JSON.parse(token));
    return typeof sub?.endpoint === 'string' ? sub.endpoint : undefined;
  } catch {
    return undefined;
  }
}
