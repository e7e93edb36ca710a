import { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebKit } from './web.ts';

/** The largest form body of the identity pages. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** The largest body oidc-provider reads itself (its selective_body LIMIT). */
export const OAUTH_BODY_LIMIT = 56 * 1024;
/** The longest value any form field or query parameter may have; the forms check tighter limits. */
export const MAX_FIELD = 4096;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Whether text holds a NUL or a lone UTF-16 surrogate: nothing a person types, and what
 * PostgreSQL refuses with an error (NUL) or a driver turns into something else (surrogates).
 */
export function unsafeText(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s);
}

/** Whether bytes hold a NUL or are not UTF-8 (encoded surrogates such as ED A0 80 are not). */
export function unsafeBytes(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return true;
  try {
    utf8.decode(bytes);
    return false;
  } catch {
    return true;
  }
}

/** Whether percent-encoded text (a URL, a form body) decodes to anything `unsafeBytes` refuses. */
export function unsafeEncoded(s: string): boolean {
  if (unsafeText(s)) return true;
  if (!s.includes('%')) return false;
  const parts: Buffer[] = [];
  let last = 0;
  // A '%' without two hex digits stays literal, as the query parsers read it.
  for (const m of s.matchAll(/%([0-9a-fA-F]{2})/g)) {
    parts.push(Buffer.from(s.slice(last, m.index), 'utf8'), Buffer.from([parseInt(m[1]!, 16)]));
    last = m.index + 3;
  }
  parts.push(Buffer.from(s.slice(last), 'utf8'));
  return unsafeBytes(Buffer.concat(parts));
}

/** Whether any string (or key) in a parsed value is unsafe or longer than `max`; iterative, so deep nesting cannot overflow. */
export function unsafeValue(value: unknown, max = Infinity): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.length > max || unsafeText(v)) return true;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        if (unsafeText(k)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/** Whether a raw request body (form or JSON) carries a NUL, a lone surrogate or bytes that are not UTF-8. */
export function unsafeBody(body: Buffer, contentType: string | undefined): boolean {
  if (unsafeBytes(body)) return true;
  const text = body.toString('utf8');
  if (/json/i.test(contentType ?? '')) {
    try {
      return unsafeValue(JSON.parse(text));
    } catch {
      return false; // not JSON: oidc-provider answers invalid_request itself
    }
  }
  return unsafeEncoded(text);
}

/** Whether a socket address is loopback: 127.0.0.0/8, ::1 or IPv4-mapped 127.x. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

/**
 * A copy of an already-read request whose body stream replays `body`, so oidc-provider reads
 * the bytes checked here as if nobody had touched the request.
 */
export function replayRequest(raw: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(raw.socket);
  copy.method = raw.method;
  copy.url = raw.url;
  copy.headers = raw.headers;
  copy.rawHeaders = raw.rawHeaders;
  copy.httpVersion = raw.httpVersion;
  copy.httpVersionMajor = raw.httpVersionMajor;
  copy.httpVersionMinor = raw.httpVersionMinor;
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

/** A form body as an object; repeated names become arrays, as @fastify/formbody reads them. */
function parseForm(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [k, v] of new URLSearchParams(text)) {
    const seen = out[k];
    out[k] = seen === undefined ? v : Array.isArray(seen) ? [...seen, v] : [seen, v];
  }
  return out;
}

const unsafeBodies = new WeakSet<FastifyRequest>();

/**
 * Input that cannot hurt on the identity pages: a URL or form with a NUL, a lone surrogate,
 * bytes that are not UTF-8 or an over-long value gets a 400 page before any route sees it.
 * Only form bodies are parsed here (64 KiB at most); other content types answer 415.
 */
export function guardPageInput(scope: FastifyInstance, web: WebKit): void {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit ??= FORM_BODY_LIMIT;
  });
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (req, body, done) => {
    const bytes = body as Buffer;
    if (unsafeBytes(bytes) || unsafeEncoded(bytes.toString('utf8'))) {
      unsafeBodies.add(req);
      done(null, {});
      return;
    }
    done(null, parseForm(bytes.toString('utf8')));
  });

  const refuse = (req: FastifyRequest, reply: FastifyReply) => {
    const c = web.page(req, reply);
    return web.message(reply, c, 400, c.t('errorTitle'), c.t('badInput'), true);
  };
  scope.addHook('onRequest', async (req, reply) => {
    if (unsafeEncoded(req.raw.url ?? '')) return refuse(req, reply);
  });
  scope.addHook('preHandler', async (req, reply) => {
    if (unsafeBodies.has(req) || unsafeValue(req.body, MAX_FIELD) || unsafeValue(req.query, MAX_FIELD)) {
      return refuse(req, reply);
    }
  });
}

/**
 * The same for /oauth/*, which oidc-provider answers: bodies (56 KiB at most) are read here so
 * they can be checked, and a URL or body with a NUL, a lone surrogate or bytes that are not
 * UTF-8 gets the OAuth error JSON with 400. Scope hooks, so they run before any route's own.
 */
export function guardOauthInput(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: OAUTH_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  const refuse = (reply: FastifyReply) =>
    reply.code(400).header('cache-control', 'no-store').send({
      error: 'invalid_request',
      error_description: 'the request contains characters that are not allowed',
    });
  scope.addHook('onRequest', async (req, reply) => {
    if (unsafeEncoded(req.raw.url ?? '')) return refuse(reply);
  });
  scope.addHook('preValidation', async (req, reply) => {
    if (Buffer.isBuffer(req.body) && unsafeBody(req.body, req.headers['content-type'])) return refuse(reply);
  });
}
