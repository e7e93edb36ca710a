import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/** What a raw client saw: everything the server wrote, and when the connection ended. */
interface Outcome {
  text: string;
  ms: number;
}

/**
 * Opens a raw connection, writes `head` at once and then `chunks` one every `everyMs` (the last
 * one ends the request), and resolves when the server closes the connection or, with
 * `untilAnswer`, once a complete answer has arrived.
 */
async function rawClient(
  port: number,
  head: string,
  chunks: string[],
  everyMs: number,
  untilAnswer = false,
): Promise<Outcome> {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  let timer: NodeJS.Timeout | undefined;
  return new Promise<Outcome>((resolve, reject) => {
    const finish = () => {
      clearInterval(timer);
      socket.destroy();
      resolve({ text, ms: Date.now() - started });
    };
    socket.on('data', (data: Buffer) => {
      text += data.toString('utf8');
      if (untilAnswer && /\r\n\r\n[\s\S]*\}$/.test(text)) finish();
    });
    socket.on('close', finish);
    socket.on('error', (err) => (text ? finish() : reject(err)));
    socket.on('connect', () => {
      socket.write(head);
      let i = 0;
      timer = setInterval(() => {
        if (i >= chunks.length || socket.destroyed) return clearInterval(timer);
        socket.write(chunks[i++]!);
      }, everyMs);
    });
  });
}

const CONSENT = '{"advertising":true,"customization":false,"analyze":false}';

/**
 * Slow clients (docs/DECISIONS.md "Slow clients"): headers must arrive within the headers
 * timeout; a body within the request timeout plus one second per minimum-rate's worth of bytes.
 * The app runs with short timeouts (1 s headers, 1.5 s body, 1000 bytes/s).
 */
describe('slow clients', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({
      httpHeadersTimeoutMs: 1_000,
      httpRequestTimeoutMs: 1_500,
      httpBodyMinBytesPerSecond: 1_000,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('closes a request whose body trickles in a byte at a time with 408', async () => {
    const body = CONSENT.padEnd(200, ' ');
    const head =
      'POST /consent/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    // One byte every 200 ms: the whole body would take 40 s.
    const outcome = await rawClient(port, head, [...body], 200);
    expect(outcome.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.text).toContain('"code":"REQUEST_TIMEOUT"');
    expect(outcome.text.toLowerCase()).toContain('x-content-type-options: nosniff');
    // Closed after the 1.5 s timeout (a few bytes earn a few ms more), well before the body's 40 s.
    expect(outcome.ms).toBeGreaterThanOrEqual(1_400);
    expect(outcome.ms).toBeLessThan(10_000);
  });

  it('lets a body that keeps the minimum rate take longer than the timeout', async () => {
    const body = CONSENT.padEnd(4_000, ' ');
    const head =
      'POST /consent/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    // 400 bytes every 250 ms (1600 bytes/s): about 2.5 s in all, past the 1.5 s timeout.
    const chunks = body.match(/[\s\S]{1,400}/g) ?? [];
    const outcome = await rawClient(port, head, chunks, 250, true);
    expect(outcome.text).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.ms).toBeGreaterThan(1_500);
  });

  it('closes a connection whose headers never finish with 408', async () => {
    const head = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n';
    const chunks = Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: 1\r\n`);
    const outcome = await rawClient(port, head, chunks, 200);
    expect(outcome.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.text).toContain('"code":"REQUEST_TIMEOUT"');
    expect(outcome.text.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(outcome.ms).toBeLessThan(10_000);
  });

  it('answers ordinary requests as before', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/consent/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: CONSENT,
    });
    expect(res.status).toBe(200);
  });
});
