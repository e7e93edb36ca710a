import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, readListHeaders, SHOP_TARGET_HEADER, unwrap } from './index.ts';

function capture(
  status = 200,
  body: unknown = { data: [], included: [], meta: {} },
  headers: Record<string, string> = {},
) {
  const seen: Request[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(input instanceof Request ? input : new Request(input, init));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  };
  return { seen, fetchImpl: fetchImpl as typeof fetch };
}

describe('api client', () => {
  it('sends the default headers of every call', async () => {
    const { seen, fetchImpl } = capture();
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getLocale: () => 'de',
      getAccessToken: () => 'tok123',
      getShopTarget: () => 'ios',
      fetch: fetchImpl,
    });
    await api.GET('/v2/menu_items');
    const h = seen[0]!.headers;
    expect(h.get('accept')).toBe('application/json');
    expect(h.get('accept-language')).toBe('de');
    expect(h.get('requested-language')).toBe('de');
    expect(h.get('x-build')).toBe('PWA');
    expect(h.get('x-platform')).toBe('Web');
    expect(h.get('x-timezone')).toBeTruthy();
    expect(h.get('authorization')).toBe('Bearer tok123');
    expect(h.get(SHOP_TARGET_HEADER)).toBe('ios');
  });

  it('sends no Authorization header without a token and reads the locale on every call', async () => {
    const { seen, fetchImpl } = capture();
    let locale = 'en';
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getLocale: () => locale,
      getAccessToken: () => null,
      fetch: fetchImpl,
    });
    await api.GET('/v2/menu_items');
    locale = 'it';
    await api.GET('/v2/menu_items');
    expect(seen[0]!.headers.has('authorization')).toBe(false);
    expect(seen[0]!.headers.get('requested-language')).toBe('en');
    expect(seen[1]!.headers.get('requested-language')).toBe('it');
  });

  it('reads the time zone for a signed-in request or a write, not for a stranger’s first reads', async () => {
    const { seen, fetchImpl } = capture();
    let token: string | null = null;
    // A client of a freshly loaded module: the zone is read once per page, so no earlier test has read it.
    const freshClient = async () => {
      vi.resetModules();
      const fresh = await import('./index.ts');
      return fresh.createApiClient({
        baseUrl: 'http://api.test',
        getLocale: () => 'en',
        getAccessToken: () => token,
        fetch: fetchImpl,
      });
    };
    const api = await freshClient();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    await api.GET('/v2/menu_items');
    expect(seen[0]!.headers.has('x-timezone')).toBe(false);
    expect(made).not.toHaveBeenCalled();
    await api.POST('/v2/admin/ama_sessions/{id}/close', { params: { path: { id: '1' } } });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(seen[1]!.headers.get('x-timezone')).toBe(zone);
    // Known from then on: every request says it, and it is not read again.
    await api.GET('/v2/menu_items');
    expect(seen[2]!.headers.get('x-timezone')).toBe(zone);
    expect(made).toHaveBeenCalledTimes(2); // the client's read and this test's own
    made.mockRestore();

    token = 'tok';
    const api2 = await freshClient();
    await api2.GET('/v2/menu_items');
    expect(seen[3]!.headers.get('x-timezone')).toBe(zone);
  });

  it('reads the list headers', () => {
    const r = new Response('[]', { headers: { 'total-count': '42', 'current-page': '2', 'total-pages': '3' } });
    expect(readListHeaders(r)).toEqual({ totalCount: 42, currentPage: 2, totalPages: 3 });
    expect(readListHeaders(new Response('[]'))).toEqual({ totalCount: 0, currentPage: 1, totalPages: null });
  });

  it('unwrap throws an ApiError carrying the error body', async () => {
    const errorBody = { error: 'Not Found', code: 'NOT_FOUND', errors: { full_messages: ['Not Found'] } };
    const { fetchImpl } = capture(404, errorBody);
    const api = createApiClient({ baseUrl: 'http://api.test', getLocale: () => 'en', fetch: fetchImpl });
    const result = await api.GET('/v2/menu_items/{id}', { params: { path: { id: '9' } } });
    expect(() => unwrap(result)).toThrow(ApiError);
    try {
      unwrap(result);
    } catch (err) {
      expect((err as ApiError).status).toBe(404);
      expect((err as ApiError).body).toEqual(errorBody);
    }
  });
});
