import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Points per window (seconds) of each limiter. */
export interface RateLimitConfig {
  signInIp: [points: number, seconds: number];
  signInEmail: [points: number, seconds: number];
  registerIp: [points: number, seconds: number];
  mailIp: [points: number, seconds: number];
  mailEmail: [points: number, seconds: number];
}

/** Defaults: sign-in 20/min per IP and 5 failures per 15 min per e-mail; mails 5/h per address. */
export const DEFAULT_LIMITS: RateLimitConfig = {
  signInIp: [20, 60],
  signInEmail: [5, 15 * 60],
  registerIp: [10, 60 * 60],
  mailIp: [10, 60 * 60],
  mailEmail: [5, 60 * 60],
};

/** The service's limiters, in Redis when given (shared by all instances), else in memory. */
export function createLimits(redis: Redis | undefined, overrides: Partial<RateLimitConfig> = {}) {
  const config = { ...DEFAULT_LIMITS, ...overrides };
  const make = (name: keyof RateLimitConfig): RateLimiterAbstract => {
    const [points, duration] = config[name];
    const keyPrefix = `identity:${name}`;
    return redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, useRedisPackage: false })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  };
  const limiters = {
    signInIp: make('signInIp'),
    signInEmail: make('signInEmail'),
    registerIp: make('registerIp'),
    mailIp: make('mailIp'),
    mailEmail: make('mailEmail'),
  };
  return {
    limiters,
    /** Takes one point; the answer is the seconds to wait when the limit is exceeded, else 0. */
    async consume(limiter: RateLimiterAbstract, key: string): Promise<number> {
      try {
        await limiter.consume(key);
        return 0;
      } catch (err) {
        if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        throw err; // a store failure is an outage, not a verdict
      }
    },
    /** Seconds to wait when the key has used all its points already, else 0; takes nothing. */
    async blocked(limiter: RateLimiterAbstract, key: string): Promise<number> {
      const res = await limiter.get(key);
      return res && res.consumedPoints >= limiter.points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
    },
    async reset(limiter: RateLimiterAbstract, key: string): Promise<void> {
      await limiter.delete(key);
    },
  };
}

/** The limits type. */
export type Limits = ReturnType<typeof createLimits>;
