import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, socketUrl, type TestSocket } from './realtime-client.ts';
import { tokenFor } from './tokens.ts';
import { useTestApp } from './fixtures.ts';

/** An upgrade the server refused: its status, Retry-After and body. */
async function refusedUpgrade(url: string): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  const ws = new WebSocket(url);
  return new Promise((resolve, reject) => {
    ws.on('open', () => {
      ws.close();
      reject(new Error('the upgrade was accepted'));
    });
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, body }),
      );
    });
    ws.on('error', () => undefined);
  });
}

/**
 * Sockets that have not authenticated yet are capped per address (docs/CHAT.md "Realtime"):
 * here 3, so that the test stays small; the default is 20 times RATE_LIMIT_IP_FACTOR.
 */
describe('realtime socket: admission of unauthenticated sockets per address', () => {
  const t = useTestApp({
    config: { realtimeUnauthenticatedPerAddress: 3 },
    options: { realtime: { authTimeoutMs: 20_000 } },
    timeout: 120_000,
  });
  let url: string;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    await t.app.users.resolve({ sub: 'fan', name: 'Fan', slug: 'fan' });
    url = await socketUrl(t.app);
  }, 120_000);
  afterAll(async () => {
    for (const socket of open) socket.ws.terminate();
  });

  const opened = async () => {
    const socket = await openSocket(t.app);
    open.push(socket);
    return socket;
  };

  it('refuses the upgrade past the cap with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) await opened();
    const refused = await refusedUpgrade(url);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('20');
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('frees a slot when a socket authenticates or closes', async () => {
    const [first, second] = open;
    first!.send({ type: 'auth', token: await tokenFor(t.keys, { sub: 'fan' }) });
    expect(await first!.next()).toEqual({ type: 'ready' });
    await opened(); // the authenticated socket no longer counts
    expect((await refusedUpgrade(url)).status).toBe(429);

    second!.ws.close();
    await second!.closed;
    // The server sees the close a moment later.
    await expect
      .poll(async () => {
        const socket = await openSocket(t.app).catch(() => undefined);
        if (socket) open.push(socket);
        return socket !== undefined;
      })
      .toBe(true);
    expect((await refusedUpgrade(url)).status).toBe(429);
    // The authenticated socket stays open throughout.
    expect(first!.ws.readyState).toBe(WebSocket.OPEN);
  });
});
