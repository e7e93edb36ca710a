import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickLang, translator, type Lang } from './i18n.ts';
import { esc, layout, type PageContext } from './pages.ts';

/** The CSP of every identity page: nothing inline, nothing foreign, no framing. */
export const CSP = "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

const CSRF_COOKIE = 'tribune_identity_csrf';

/** Reads one cookie from the raw header; the pages need no more than that. */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

/** A form field as a string; arrays and absent fields read as ''. */
export function field(body: unknown, name: string): string {
  const v = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof v === 'string' ? v : '';
}

/** Request helpers bound to the service's secret and issuer. */
export function webKit(opts: { secret: string; secure: boolean; instanceName: () => string }) {
  // Signed double submit: the form carries HMAC(cookie); a cookie planted by a sibling domain
  // cannot produce a matching form value without the secret.
  const sign = (v: string) => createHmac('sha256', opts.secret).update(`csrf:${v}`).digest('base64url');

  /** The page context; sets the CSRF cookie when the browser has none yet. */
  function page(req: FastifyRequest, reply: FastifyReply, uiLocales?: unknown): PageContext {
    const query = req.query as Record<string, unknown>;
    const lang: Lang = pickLang(uiLocales, field(req.body, 'lang') || query.lang, req.headers['accept-language']);
    let token = readCookie(req, CSRF_COOKIE);
    if (!token || !/^[\w-]{22}$/.test(token)) {
      token = randomBytes(16).toString('base64url');
      reply.header(
        'set-cookie',
        `${CSRF_COOKIE}=${token}; Path=/identity; HttpOnly; SameSite=Lax${opts.secure ? '; Secure' : ''}`,
      );
    }
    return { lang, t: translator(lang), instance: opts.instanceName(), csrf: sign(token) };
  }

  /** Whether the POSTed form carries the token of this browser's CSRF cookie. */
  function csrfOk(req: FastifyRequest): boolean {
    const cookie = readCookie(req, CSRF_COOKIE);
    const sent = Buffer.from(field(req.body, 'csrf'));
    if (!cookie) return false;
    const expected = Buffer.from(sign(cookie));
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }

  /** Sends an HTML page with the security headers. */
  function send(reply: FastifyReply, status: number, html: string): FastifyReply {
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', CSP)
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(html);
  }

  /** A page with a title and one paragraph. */
  function message(reply: FastifyReply, c: PageContext, status: number, title: string, text: string, isError = false) {
    const body = isError ? '' : `<p>${esc(text)}</p>`;
    return send(reply, status, layout(c, title, body, isError ? { errors: [text] } : {}));
  }

  /** HTTP 429 with Retry-After and a translated page. */
  function tooMany(reply: FastifyReply, c: PageContext, seconds: number) {
    reply.header('retry-after', String(seconds));
    return message(reply, c, 429, c.t('tooManyTitle'), c.t('tooMany', { seconds }), true);
  }

  return { page, csrfOk, send, message, tooMany };
}

/** The helpers type. */
export type WebKit = ReturnType<typeof webKit>;
