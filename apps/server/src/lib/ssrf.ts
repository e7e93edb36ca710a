import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The address is not one the server may contact (private, loopback, bad scheme or port...). */
export class UrlRefusedError extends Error {
  override name = 'UrlRefusedError';
}

/** The address was allowed but the fetch failed (timeout, status, size, type). */
export class FetchFailedError extends Error {
  override name = 'FetchFailedError';
}

/** Options of one safe fetch. */
export interface SafeFetchOptions {
  /** Response body cap (default 1 MB). */
  maxBytes?: number;
  /** Whole-request timeout including redirects (default 5 s). */
  timeoutMs?: number;
  /** Redirects followed, each re-validated (default 3). */
  maxRedirects?: number;
  /** The Accept header. */
  accept?: string;
  /** Test only: `ip:port` pairs allowed although private (config EMBED_PRIVATE_HOSTS_ALLOWED). */
  allowedPrivate?: readonly string[];
  /** Test only: a resolver standing in for DNS (`dangerous` because it bypasses real resolution). */
  dangerousResolve?: (hostname: string) => Promise<string[]>;
}

/** A fetched response. */
export interface SafeResponse {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/**
 * True for ordinary public unicast addresses only. Loopback, private (RFC 1918, fc00::/7),
 * link-local (incl. 169.254.169.254 and fd00:ec2::254), CGNAT, unspecified, multicast,
 * broadcast, reserved, documentation, NAT64/6to4/Teredo and IPv4-mapped forms of them are not.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns IPv4-mapped IPv6 (::ffff:127.0.0.1) into the IPv4 address it stands for.
  const ip = ipaddr.process(address);
  return ip.range() === 'unicast';
}

function endpoint(ip: string, port: number): string {
  return ip.includes(':') ? `[${ip}]:${port}` : `${ip}:${port}`;
}

/** Checks the form of a URL: http(s), no credentials, the default port (or an allowed test endpoint). */
export function checkUrlForm(raw: string, allowedPrivate: readonly string[] = []): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UrlRefusedError('not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UrlRefusedError('only http and https');
  if (url.username || url.password) throw new UrlRefusedError('credentials in the URL');
  if (url.port && url.port !== '80' && url.port !== '443') {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!allowedPrivate.includes(endpoint(host, Number(url.port)))) throw new UrlRefusedError('port not allowed');
  }
  return url;
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** Resolves the host and returns one vetted address; refuses when any answer is not public. */
async function vet(url: URL, opts: SafeFetchOptions): Promise<{ address: string; family: 4 | 6 }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = portOf(url);
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = opts.dangerousResolve
        ? await opts.dangerousResolve(host)
        : (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new FetchFailedError('the host name does not resolve');
    }
  }
  if (addresses.length === 0) throw new FetchFailedError('the host name does not resolve');
  const allowed = opts.allowedPrivate ?? [];
  // Every answer must be acceptable: a name with one public and one private answer is refused.
  for (const a of addresses) {
    if (!isPublicAddress(a) && !allowed.includes(endpoint(ipaddr.process(a).toString(), port))) {
      throw new UrlRefusedError('the address is not public');
    }
  }
  const address = ipaddr.process(addresses[0] as string).toString();
  return { address, family: address.includes(':') ? 6 : 4 };
}

function requestOnce(
  url: URL,
  vetted: { address: string; family: 4 | 6 },
  opts: SafeFetchOptions,
  signal: AbortSignal,
): Promise<{ status: number; location?: string; contentType: string; body: Buffer }> {
  const maxBytes = opts.maxBytes ?? 1024 * 1024;
  // Connect to the vetted address only: no second DNS lookup that a rebinding name could change.
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) {
      callback(null, [{ address: vetted.address, family: vetted.family }]);
    } else callback(null, vetted.address, vetted.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup,
        signal,
        agent: false,
        headers: { accept: opts.accept ?? '*/*', 'user-agent': 'TribuneEmbedFetcher/1.0' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location: res.headers.location, contentType, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          res.destroy();
          reject(new FetchFailedError('the response is too large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) {
            res.destroy();
            reject(new FetchFailedError('the response is too large'));
            return;
          }
          chunks.push(c);
        });
        res.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        res.on('error', (e) => reject(new FetchFailedError(e.message)));
      },
    );
    req.on('error', (e) => reject(e instanceof FetchFailedError ? e : new FetchFailedError(e.message)));
    req.end();
  });
}

/**
 * GETs a URL the way an SSRF-safe fetcher must: the form is checked, the name is resolved here and
 * every address vetted, the connection goes to the vetted address, each redirect hop is checked
 * again, and time and size are capped.
 */
export async function safeFetch(raw: string, opts: SafeFetchOptions = {}): Promise<SafeResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? 5000);
  try {
    let url = checkUrlForm(raw, opts.allowedPrivate);
    for (let hop = 0; ; hop++) {
      const vetted = await vet(url, opts);
      const res = await requestOnce(url, vetted, opts, controller.signal);
      if (res.status >= 300 && res.status < 400 && res.location) {
        if (hop >= (opts.maxRedirects ?? 3)) throw new FetchFailedError('too many redirects');
        url = checkUrlForm(new URL(res.location, url).toString(), opts.allowedPrivate);
        continue;
      }
      if (res.status < 200 || res.status >= 300) throw new FetchFailedError(`the server answered ${res.status}`);
      return { url: url.toString(), status: res.status, contentType: res.contentType, body: res.body };
    }
  } catch (err) {
    if (controller.signal.aborted && !(err instanceof UrlRefusedError)) throw new FetchFailedError('timed out');
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
