import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { isPublicAddress } from '../../lib/ssrf.ts';
import { checkEndpoint, isPrivateTestEndpoint, type PushEndpointPolicy } from './subscription.ts';

/** How long one POST to a push service may take. */
export const PUSH_TIMEOUT_MS = 10_000;
/** The most of a push service's answer that is read (it is only logged). */
const MAX_ANSWER_BYTES = 16 * 1024;

/** A push service's answer. */
export interface PushAnswer {
  status: number;
  /** The push service's `Retry-After`, as a time. */
  retryAfter?: Date;
  /** The start of the answer's body, for the log. */
  text: string;
}

/** The endpoint was refused before anything was sent (not an allowed push service any more). */
export class EndpointRefusedError extends Error {
  override name = 'EndpointRefusedError';
}

/** Reads `Retry-After` (seconds or an HTTP date). */
export function parseRetryAfter(raw: string | undefined, now = Date.now()): Date | undefined {
  if (!raw) return undefined;
  if (/^\d{1,9}$/.test(raw.trim())) return new Date(now + Number(raw.trim()) * 1000);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : new Date(at);
}

/**
 * Resolves like the system does, but refuses a name with any answer that is not public unicast
 * (a push service host that suddenly resolves to 169.254.169.254 or 10.0.0.1 is never contacted).
 * The socket connects to exactly the addresses vetted here: no second lookup to rebind.
 */
const vettedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
      const refused = Object.assign(new Error(`push service host ${hostname} resolves to a private address`), {
        code: 'EPUSHPRIVATE',
      });
      return callback(refused, []);
    }
    const list = addresses.map((a) => ({ address: ipaddr.process(a.address).toString(), family: a.family }));
    if ((options as { all?: boolean }).all) return callback(null, list);
    const first = list[0]!;
    return callback(null, first.address, first.family);
  });
};

/**
 * POSTs encrypted push messages to push services, checking each endpoint against the allowlist at
 * send time as well (the configuration may have narrowed since the browser subscribed), over
 * keep-alive connections to vetted addresses, with a 10 s timeout per message.
 */
export class PushSender {
  private readonly httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 64, lookup: vettedLookup });
  /** Test endpoints only (PUSH_PRIVATE_ENDPOINTS_ALLOWED): plain http to an allowed ip:port. */
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  constructor(private readonly policy: PushEndpointPolicy) {}

  /** Sends one request of `webpush.generateRequestDetails`; throws on a network error or timeout. */
  async send(
    endpoint: string,
    request: { headers: Record<string, string | number>; body: Buffer | null },
    signal?: AbortSignal,
  ): Promise<PushAnswer> {
    const url = checkEndpoint(endpoint, this.policy);
    if ('refused' in url) throw new EndpointRefusedError(url.refused);
    const test = isPrivateTestEndpoint(url, this.policy);
    const client = url.protocol === 'https:' ? https : http;
    const agent = url.protocol === 'https:' ? this.httpsAgent : this.httpAgent;
    if (!test && url.protocol !== 'https:') throw new EndpointRefusedError('endpoint must be an https URL');
    const timeout = AbortSignal.timeout(PUSH_TIMEOUT_MS);
    const abort = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(request.headers)) headers[k] = String(v);
    if (request.body) headers['content-length'] = String(request.body.length);
    return new Promise<PushAnswer>((resolve, reject) => {
      const req = client.request(url, { method: 'POST', agent, headers, signal: abort }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < MAX_ANSWER_BYTES) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => {
          const header = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: parseRetryAfter(Array.isArray(header) ? header[0] : header),
            text: Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8'),
          });
        });
        res.on('error', reject);
      });
      req.on('error', (err) =>
        reject(timeout.aborted ? new Error('the push service did not answer within 10 s') : err),
      );
      req.end(request.body ?? undefined);
    });
  }

  /** Closes the kept-alive connections. */
  close(): void {
    this.httpsAgent.destroy();
    this.httpAgent.destroy();
  }
}
