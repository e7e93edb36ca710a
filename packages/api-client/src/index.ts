import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths };

/** Where the client gets the values of its default headers, read on every request. */
export interface ApiClientOptions {
  baseUrl: string;
  /** The locale of the current path: sent as Requested-Language and first in Accept-Language. */
  getLocale: () => string;
  /** The target shop (web, android, ios). */
  getShopTarget?: () => string;
  /** The bearer token; defaults to the access-token cookie. */
  getAccessToken?: () => string | null;
  /** The app's build id, sent as X-Build (default PWA). */
  build?: string;
  platform?: string;
  fetch?: typeof fetch;
}

/** Reads one cookie of the document, or null outside a browser. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** The header naming the current shop target. */
export const SHOP_TARGET_HEADER = 'X-Target-Shop';

let knownTimeZone: string | undefined;

/**
 * The device's time zone, read once: making an Intl.DateTimeFormat is costly (on a throttled
 * phone, reading it for every request was most of a long task after the first view, #11). The
 * first read of a page loads the browser's locale data, 30-100 ms in one task; see `defaultHeaders`
 * for when it is read.
 */
export function deviceTimeZone(): string | undefined {
  if (knownTimeZone === undefined) {
    try {
      knownTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      // No timezone support: the header is optional.
      knownTimeZone = '';
    }
  }
  return knownTimeZone || undefined;
}

/** The default headers (docs/ACCOUNTS.md "The session in the app"), as a middleware that runs before every request. */
export function defaultHeaders(options: ApiClientOptions): Middleware {
  return {
    onRequest({ request }) {
      const locale = options.getLocale();
      const h = request.headers;
      h.set('Accept', 'application/json');
      // Only a request with a body says what it is: a bodiless DELETE or POST with a JSON
      // content type is refused by the server as an empty JSON document.
      if (!h.has('Content-Type') && request.body !== null) h.set('Content-Type', 'application/json');
      h.set('Accept-Language', locale);
      h.set('Requested-Language', locale);
      h.set('X-Build', options.build ?? 'PWA');
      h.set('X-Platform', options.platform ?? 'Web');
      h.set(SHOP_TARGET_HEADER, options.getShopTarget?.() ?? 'web');
      const token = options.getAccessToken ? options.getAccessToken() : readCookie('access-token');
      // X-Timezone once the zone is known, and on every signed-in request or write. A stranger's
      // public read before then goes without it: the server answers public reads the same in any
      // zone, and reading the zone would add the browser's locale data to a first view that needs
      // none (docs/DECISIONS.md "The time zone header").
      const zone = knownTimeZone !== undefined || token || request.method !== 'GET' ? deviceTimeZone() : undefined;
      if (zone) h.set('X-Timezone', zone);
      if (token) h.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** The typed API client. */
export type ApiClient = Client<paths>;

/** Creates the typed client with the default headers. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  client.use(defaultHeaders(options));
  return client;
}

/** The paging facts of a list response. */
export interface ListHeaders {
  totalCount: number;
  currentPage: number;
  totalPages: number | null;
}

/** Reads total-count, current-page and total-pages from a list response. */
export function readListHeaders(response: Response): ListHeaders {
  const num = (name: string) => {
    const v = response.headers.get(name);
    const n = v === null ? NaN : Number(v);
    return Number.isFinite(n) ? n : null;
  };
  return { totalCount: num('total-count') ?? 0, currentPage: num('current-page') ?? 1, totalPages: num('total-pages') };
}

/** The error body every failing call answers with. */
export type ErrorBody = components['schemas']['ErrorBody'];

/** An API failure: the status, and the error body when the server sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.error ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** Unwraps an openapi-fetch result: the data, or an ApiError carrying the body. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined && result.response.ok) return result.data;
  return failWith(result);
}

/** Throws the ApiError of a failed call; calls without a body to read (204) only need this. */
export function assertOk(result: { error?: unknown; response: Response }): void {
  if (!result.response.ok) failWith(result);
}

function failWith(result: { error?: unknown; response: Response }): never {
  const body =
    result.error && typeof result.error === 'object' && 'error' in result.error ? (result.error as ErrorBody) : null;
  throw new ApiError(result.response.status, body);
}
