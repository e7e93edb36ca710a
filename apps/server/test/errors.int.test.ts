import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { isErrorBody } from './helpers.ts';
import { useTestApp } from './fixtures.ts';

type Req = { method: InjectOptions['method']; url: string; payload?: string; headers?: Record<string, string> };

const json = { 'content-type': 'application/json' };

/** Requests a client may send by mistake or on purpose; each must fail cleanly with a 4xx. */
const BAD_REQUESTS: Req[] = [
  { method: 'POST', url: '/v2/menu_items', payload: '{"title": ', headers: json },
  { method: 'POST', url: '/v2/does-not-exist', payload: '{bad json', headers: json },
  { method: 'POST', url: '/customizer/render/web/routes.json', payload: 'not json at all', headers: json },
  { method: 'POST', url: '/en/', payload: '{', headers: json },
  { method: 'PUT', url: '/healthz', payload: '[1,', headers: json },
  { method: 'PATCH', url: '/v2/static_pages/privacy', payload: '{"a":1}}', headers: json },
  { method: 'DELETE', url: '/v2/menu_items/1', payload: '', headers: json },
  { method: 'POST', url: '/v2/menu_items', payload: '{"__proto__": {"x": 1}}', headers: json },
  {
    method: 'POST',
    url: '/v2/menu_items',
    payload: 'x=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  { method: 'POST', url: '/v2/menu_items', payload: '<a/>', headers: { 'content-type': 'application/xml' } },
  { method: 'GET', url: '/v2/menu_items?per_page=1000' },
  { method: 'GET', url: '/v2/menu_items?page=-3' },
  { method: 'GET', url: '/v2/menu_items?position=sidebar&position=mobile_bar' },
  { method: 'GET', url: '/v2/menu_items/abc' },
  { method: 'GET', url: '/v2/menu_items/999999' },
  { method: 'GET', url: '/v2/menu_items/%E0%A4%A' },
  { method: 'GET', url: '/v2/static_pages/Privacy' },
  { method: 'GET', url: '/v2/static_pages/no-such-page' },
  { method: 'GET', url: `/v2/static_pages/${'a'.repeat(500)}` },
  { method: 'GET', url: '/v2/static_pages/%00' },
  { method: 'GET', url: '/customizer/render/web/translations/xx.json' },
  { method: 'GET', url: '/customizer/render/web/translations/..%2F..%2Fpackage.json' },
  { method: 'GET', url: '/customizer/render/web/module-config.json?version=../../x' },
  { method: 'GET', url: '/v2/nothing/here' },
  { method: 'GET', url: '/api/v1/chat_keys' },
];

describe('errors', () => {
  const t = useTestApp({ keys: false });

  it('answers malformed JSON on an existing route with 400 MALFORMED_JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/menu_items', payload: '{"title": ', headers: json });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The request body is not valid JSON.',
      code: 'MALFORMED_JSON',
      errors: { full_messages: ['The request body is not valid JSON.'] },
    });
  });

  it('answers malformed JSON on an unknown route with a 4xx, never a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/does-not-exist', payload: '{bad json', headers: json });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(isErrorBody(res.json())).toBe(true);
  });

  it('answers a write to a read-only path with a JSON 4xx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/menu_items', payload: '{}', headers: json });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('answers a malformed percent-encoding with 400 and the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/menu_items/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.body).not.toContain('%E0');
  });

  const name = (r: Req) =>
    `${r.method} ${r.url.slice(0, 70)}${r.payload !== undefined ? ` with ${r.headers?.['content-type']} ${JSON.stringify(r.payload.slice(0, 24))}` : ''}`;

  it.each(BAD_REQUESTS.map((r) => [name(r), r] as const))(
    '%s fails with a 4xx and the error body',
    async (_name, req) => {
      const res = await t.app.inject({ method: req.method, url: req.url, payload: req.payload, headers: req.headers });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body: unknown = res.json();
      expect(body).toEqual({
        error: expect.any(String),
        code: expect.stringMatching(/^[A-Z_]+$/),
        errors: expect.objectContaining({ full_messages: expect.arrayContaining([expect.any(String)]) }),
      });
      expect(isErrorBody(body)).toBe(true);
    },
  );

  it('keeps the field messages of a validation failure in the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/menu_items?per_page=1000&page=0' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.errors.full_messages.length).toBeGreaterThanOrEqual(2);
    expect(body.errors).toHaveProperty('per_page');
    expect(body.errors).toHaveProperty('page');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/menu_items',
      payload: `{"x":"${'a'.repeat(1_100_000)}"}`,
      headers: json,
    });
    expect(res.statusCode).toBe(413);
    expect(isErrorBody(res.json())).toBe(true);
  });
});
