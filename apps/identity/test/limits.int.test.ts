import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimits } from '../src/limits.ts';

/** A fresh e-mail per run: Redis keeps counters for the whole window, also across CI runs. */
const freshEmail = () => `limits-test-${randomUUID()}@example.test`;

/**
 * Two identity servers' limiters: with REDIS_URL (CI's second stage) they share the Redis store,
 * so an attacker cannot multiply the sign-in budget by spreading requests over the servers;
 * without it each process counts on its own, as the embedded default intends.
 */
describe('sign-in throttling across server instances', () => {
  const url = process.env.REDIS_URL;
  const clients = url ? [new Redis(url), new Redis(url)] : [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });

  it(
    url ? 'shares the failures of a pair between two servers through Redis' : 'counts failures per process in memory',
    async () => {
      const a = createLimits(clients[0]);
      const b = createLimits(clients[1]);
      const email = freshEmail();
      await a.signIn.failed(email, '203.0.113.7');
      await a.signIn.failed(email, '203.0.113.7');
      await b.signIn.failed(email, '203.0.113.7');
      expect(await b.signIn.wait(email, '203.0.113.7')).toBe(0); // three failures are free
      await b.signIn.failed(email, '203.0.113.7');
      if (url) {
        expect(await a.signIn.wait(email, '203.0.113.7')).toBe(1); // the fourth costs one second, on both
        await a.signIn.succeeded(email, '203.0.113.7');
        expect(await b.signIn.wait(email, '203.0.113.7')).toBe(0);
      } else {
        expect(await b.signIn.wait(email, '203.0.113.7')).toBe(0); // b has seen two failures
        expect(await a.signIn.wait(email, '203.0.113.7')).toBe(0);
      }
    },
  );
});

describe('sign-in throttling without lockout', () => {
  it('makes a failing pair wait 1 s, 2 s, 4 s… up to the cap, and nobody else', async () => {
    const limits = createLimits(undefined, { signInPair: { free: 3, window: 3600, maxDelay: 4 } });
    const email = freshEmail();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      await limits.signIn.failed(email, '198.51.100.1');
      waits.push(await limits.signIn.wait(email, '198.51.100.1'));
    }
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 4]);
    expect(await limits.signIn.wait(email, '198.51.100.2')).toBe(0);
    expect(await limits.signIn.wait(freshEmail(), '198.51.100.1')).toBe(0);
    await limits.signIn.succeeded(email, '198.51.100.1');
    expect(await limits.signIn.wait(email, '198.51.100.1')).toBe(0);
  });

  it('holds back only addresses with failures of their own once the account budget is spent', async () => {
    const limits = createLimits(undefined, { signInAccount: [5, 3600] });
    const email = freshEmail();
    for (let i = 1; i <= 5; i++) await limits.signIn.failed(email, `192.0.2.${i}`);
    expect(await limits.signIn.wait(email, '192.0.2.1')).toBeGreaterThan(3500);
    expect(await limits.signIn.wait(email, '192.0.2.200')).toBe(0);
  });
});
