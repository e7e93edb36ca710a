import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimits } from '../src/limits.ts';

/**
 * Two identity servers' limiters: with REDIS_URL (CI's second stage) they share the Redis store,
 * so an attacker cannot multiply the sign-in budget by spreading requests over the servers;
 * without it each process counts on its own, as the embedded default intends.
 */
describe('sign-in rate limits across server instances', () => {
  const url = process.env.REDIS_URL;
  const clients = url ? [new Redis(url), new Redis(url)] : [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });

  it(url ? 'shares one budget between two servers through Redis' : 'keeps a budget per process in memory', async () => {
    const a = createLimits(clients[0], { signInEmail: [5, 900] });
    const b = createLimits(clients[1], { signInEmail: [5, 900] });
    // A fresh key per run: Redis keeps counters for the whole window, also across CI runs.
    const key = `limits-test-${randomUUID()}@example.test`;
    for (let i = 0; i < 3; i++) expect(await a.consume(a.limiters.signInEmail, key)).toBe(0);
    for (let i = 0; i < 2; i++) expect(await b.consume(b.limiters.signInEmail, key)).toBe(0);
    const sixthOnB = await b.consume(b.limiters.signInEmail, key);
    if (url) {
      expect(sixthOnB).toBeGreaterThan(0);
      expect(sixthOnB).toBeLessThanOrEqual(900);
      expect(await a.blocked(a.limiters.signInEmail, key)).toBeGreaterThan(0);
      await a.reset(a.limiters.signInEmail, key);
      expect(await b.blocked(b.limiters.signInEmail, key)).toBe(0);
    } else {
      expect(sixthOnB).toBe(0); // b has used 3 of its own 5 points
      expect(await a.consume(a.limiters.signInEmail, key)).toBe(0);
      expect(await a.consume(a.limiters.signInEmail, key)).toBe(0);
      expect(await a.consume(a.limiters.signInEmail, key)).toBeGreaterThan(0);
    }
  });
});
