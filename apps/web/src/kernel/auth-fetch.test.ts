import { describe, expect, it, vi } from 'vitest';
import { createRefreshingFetch, type RefreshingFetchDeps } from './auth-fetch.ts';

function setup(overrides: Partial<RefreshingFetchDeps> = {}) {
  const seen: string[] = [];
  const server = vi.fn(async (req: Request) => {
    const auth = req.headers.get('Authorization') ?? '';
    seen.push(
      `${req.method} ${new URL(req.url).pathname} ${auth} ${req.method === 'PUT' ? await req.text() : ''}`.trim(),
    );
    return new Response(null, { status: auth === 'Bearer new' ? 200 : 401 });
  });
  const ended: Error[] = [];
  const refresh = vi.fn(async () => {
    await new Promise((r) => setTimeout(r, 5));
    return 'new';
  });
  const f = createRefreshingFetch({
    fetch: server as unknown as typeof fetch,
    readRefreshToken: () => 'r1',
    refresh,
    onSessionEnded: (e) => ended.push(e),
    isFatal: () => true,
    ...overrides,
  });
  return { f, seen, ended, refresh };
}

describe('createRefreshingFetch', () => {
  it('refreshes once for concurrent 401s and repeats each request with the new bearer', async () => {
    const { f, seen, refresh } = setup();
    const init = { headers: { Authorization: 'Bearer old' } };
    const [a, b] = await Promise.all([
      f('http://api.test/v2/user/show', init),
      f('http://api.test/auth', { ...init, method: 'PUT', body: '{"x":1}' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toContain('PUT /auth Bearer new {"x":1}');
    expect(seen).toContain('GET /v2/user/show Bearer new');
  });

  it('passes other responses through untouched', async () => {
    const { f, refresh } = setup();
    const res = await f('http://api.test/x', { headers: { Authorization: 'Bearer new' } });
    expect(res.status).toBe(200);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("raises 'refresh-token missing' and ends the session without a refresh token", async () => {
    const { f, ended } = setup({ readRefreshToken: () => null });
    await expect(f('http://api.test/x')).rejects.toThrow('refresh-token missing');
    expect(ended.map((e) => e.message)).toEqual(['refresh-token missing']);
  });

  it('raises a refused refresh and ends the session, but keeps it on a network failure', async () => {
    const refused = setup({ refresh: () => Promise.reject(new Error('invalid_grant')) });
    await expect(refused.f('http://api.test/x')).rejects.toThrow('invalid_grant');
    expect(refused.ended).toHaveLength(1);
    const offline = setup({ refresh: () => Promise.reject(new TypeError('Failed to fetch')), isFatal: () => false });
    await expect(offline.f('http://api.test/x')).rejects.toThrow('Failed to fetch');
    expect(offline.ended).toHaveLength(0);
  });
});
