import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from './helpers.ts';

const get = (t: TestIdentity, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('development tools switched off', () => {
  let t: TestIdentity;
  beforeAll(async () => {
    t = await startIdentity({ devTools: false });
  });
  afterAll(() => t?.close());

  it('has no mail outbox, not even for loopback', async () => {
    expect((await get(t, '/identity/dev/outbox', '127.0.0.1')).statusCode).toBe(404);
    expect((await get(t, '/identity/dev/outbox?format=json', '127.0.0.1')).statusCode).toBe(404);
    expect((await fetch(`${t.base}/identity/dev/outbox`)).status).toBe(404);
  });
});

describe('development tools switched on', () => {
  let t: TestIdentity;
  beforeAll(async () => {
    // trustProxy on, to show a forwarded loopback address does not open the door.
    t = await startIdentity({ devTools: true }, { trustProxy: true });
  });
  afterAll(() => t?.close());

  it('shows the outbox to loopback connections only', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const res = await get(t, '/identity/dev/outbox?format=json', address);
      expect(res.statusCode, address).toBe(200);
      expect(res.json()).toEqual([]);
    }
    expect((await fetch(`${t.base}/identity/dev/outbox`)).status).toBe(200);
  });

  it('answers any other address like a missing route, whatever X-Forwarded-For says', async () => {
    const missing = await get(t, '/identity/dev/nothing-here', '203.0.113.9');
    for (const address of ['203.0.113.9', '10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '128.0.0.1']) {
      const res = await get(t, '/identity/dev/outbox', address, { 'x-forwarded-for': '127.0.0.1' });
      expect(res.statusCode, address).toBe(404);
      expect(res.body).toBe(missing.body.replace('nothing-here', 'outbox'));
    }
  });

  it('has no account status route any more', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/dev/accounts/status',
      remoteAddress: '127.0.0.1',
      payload: { email: 'fan@example.org', status: 'banned' },
    });
    expect(res.statusCode).toBe(404);
  });
});
