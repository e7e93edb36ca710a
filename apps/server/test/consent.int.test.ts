import { describe, expect, it } from 'vitest';
import { isErrorBody } from './helpers.ts';
import { bearer, tokenFor } from './tokens.ts';
import { useTestApp } from './fixtures.ts';

describe('consent service and identity configuration', () => {
  const t = useTestApp();

  const flags = { advertising: true, customization: false, analyze: true };
  const cookieOf = (setCookie: string | string[] | undefined) =>
    (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';

  it('answers 200 with an empty consent without a consentId cookie, or with an unknown or malformed one', async () => {
    for (const cookie of [undefined, 'consentId=0b9a4f5e-8a4c-4d9e-9b1f-2f1f3c1d0a11', 'consentId=../../x']) {
      const res = await t.app.inject({ method: 'GET', url: '/consent/', headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null });
    }
  });

  it('saves a consent, sets the cookie for 30 days and reads it back with the cookie', async () => {
    const post = await t.app.inject({ method: 'POST', url: '/consent/', payload: flags });
    expect(post.statusCode).toBe(200);
    const { data } = post.json();
    expect(data).toMatchObject(flags);
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    const setCookie = String(post.headers['set-cookie']);
    expect(setCookie).toContain(`consentId=${data.id}`);
    expect(setCookie).toContain('Max-Age=2592000');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');

    const cookie = cookieOf(post.headers['set-cookie']);
    const get = await t.app.inject({ method: 'GET', url: '/consent/', headers: { cookie } });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ data: { id: data.id, ...flags } });

    const change = await t.app.inject({
      method: 'POST',
      url: '/consent/',
      headers: { cookie },
      payload: { advertising: false, customization: false, analyze: false },
    });
    expect(change.json().data).toEqual({ id: data.id, advertising: false, customization: false, analyze: false });
  });

  it('links the consent to the signed-in user', async () => {
    const token = await tokenFor(t.keys, { sub: 'uid-consenting' });
    const res = await t.app.inject({ method: 'POST', url: '/consent/', headers: bearer(token), payload: flags });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.consents.show(res.json().data.id);
    expect(rows?.userId).toEqual(expect.any(Number));
  });

  it.each([
    [{ advertising: true, customization: false }, 422],
    [{ advertising: 'true', customization: false, analyze: true }, 422],
    [{ advertising: 1, customization: false, analyze: true }, 422],
    [{ advertising: null, customization: false, analyze: true }, 422],
    [{ ...flags, extra: true }, 422],
    ['[true, false, true]', 422],
    ['{"advertising": tru', 400],
  ])('refuses the body %j with %i', async (payload, status) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/consent/',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(status);
    expect(isErrorBody(res.json())).toBe(true);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('publishes the identity service in module-config.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/customizer/render/web/module-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    expect(res.json().identity).toEqual({
      issuer: 'http://localhost:3000',
      client_id: 'tribune-web',
      authorization_endpoint: 'http://localhost:3000/oauth/authorize',
      token_endpoint: 'http://localhost:3000/oauth/token',
      end_session_endpoint: 'http://localhost:3000/oauth/logout',
      registration_url: 'http://localhost:3000/identity/register',
      recovery_url: 'http://localhost:3000/identity/recover',
      web_redirect_path: '/account/redirect',
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/customizer/render/web/module-config.json',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
