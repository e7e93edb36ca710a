import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

type Window = [points: number, seconds: number];

/** Points per window (seconds) of each limiter, and the sign-in throttle of failing pairs. */
export interface RateLimitConfig {
  /** Sign-in attempts per address, whatever the account. */
  signInIp: Window;
  /**
   * Wrong passwords of one (e-mail, address) pair, remembered for `window` seconds: the first
   * `free` cost nothing, each further one makes the pair wait 1 s, 2 s, 4 s… up to `maxDelay`.
   */
  signInPair: { free: number; window: number; maxDelay: number };
  /**
   * Wrong passwords of one e-mail from all addresses. When used up, only addresses with failures
   * of their own wait for the window; a correct password from any other address still signs in.
   */
  signInAccount: Window;
  registerIp: Window;
  mailIp: Window;
  mailEmail: Window;
}

/** Defaults; docs/ACCOUNTS.md ("Sign-in throttling") gives the reasons for the numbers. */
export const DEFAULT_LIMITS: RateLimitConfig = {
  signInIp: [20, 60],
  signInPair: { free: 3, window: 60 * 60, maxDelay: 5 * 60 },
  signInAccount: [100, 60 * 60],
  registerIp: [10, 60 * 60],
  mailIp: [10, 60 * 60],
  mailEmail: [5, 60 * 60],
};

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The service's limiters, in Redis when given (shared by all instances), else in memory. */
export function createLimits(redis: Redis | undefined, overrides: Partial<RateLimitConfig> = {}) {
  const config = { ...DEFAULT_LIMITS, ...overrides };
  const make = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const keyPrefix = `identity:${name}`;
    return redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, useRedisPackage: false })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  };
  const window = (name: 'signInIp' | 'registerIp' | 'mailIp' | 'mailEmail') => make(name, ...config[name]);
  const pair = config.signInPair;
  const limiters = {
    signInIp: window('signInIp'),
    registerIp: window('registerIp'),
    mailIp: window('mailIp'),
    mailEmail: window('mailEmail'),
    /** Counts failures only (penalty); never refuses by itself. */
    signInPairFailures: make('signInPairFailures', pair.free, pair.window),
    /** Holds the pair's current delay as a block. */
    signInPairDelay: make('signInPairDelay', 1, pair.maxDelay),
    signInAccount: make('signInAccount', ...config.signInAccount),
  };
  const pairKey = (email: string, ip: string) => `${email}\n${ip}`;
  const blockedFor = (limiter: RateLimiterAbstract, res: RateLimiterRes | null) =>
    res && res.consumedPoints > limiter.points && res.msBeforeNext > 0 ? seconds(res.msBeforeNext) : 0;

  return {
    limiters,
    /** Takes one point; the answer is the seconds to wait when the limit is exceeded, else 0. */
    async consume(limiter: RateLimiterAbstract, key: string): Promise<number> {
      try {
        await limiter.consume(key);
        return 0;
      } catch (err) {
        if (err instanceof RateLimiterRes) return seconds(err.msBeforeNext);
        throw err; // a store failure is an outage, not a verdict
      }
    },

    /**
     * Throttling of password sign-in without lockout (OWASP): the delay belongs to the (e-mail,
     * address) pair that failed, so a stranger's guesses elsewhere never keep the owner out.
     */
    signIn: {
      /** Seconds this address must wait before it may try this e-mail again; 0 when it may. Takes nothing. */
      async wait(email: string, ip: string): Promise<number> {
        const key = pairKey(email, ip);
        const { signInPairDelay, signInPairFailures, signInAccount } = limiters;
        const [delay, failures, account] = await Promise.all([
          signInPairDelay.get(key),
          signInPairFailures.get(key),
          signInAccount.get(email),
        ]);
        const own = blockedFor(signInPairDelay, delay);
        if (own) return own;
        // The account's budget is spent: addresses that failed themselves wait for it, nobody else.
        const spent = account !== null && account.consumedPoints >= signInAccount.points;
        return spent && (failures?.consumedPoints ?? 0) > 0 ? seconds(account.msBeforeNext) : 0;
      },
      /** Records a wrong password; from the `free`+1st failure on, the pair waits ever longer. */
      async failed(email: string, ip: string): Promise<void> {
        const key = pairKey(email, ip);
        const [failures] = await Promise.all([
          limiters.signInPairFailures.penalty(key, 1),
          limiters.signInAccount.penalty(email, 1),
        ]);
        const beyond = failures.consumedPoints - pair.free;
        if (beyond > 0) {
          await limiters.signInPairDelay.block(key, Math.min(pair.maxDelay, 2 ** Math.min(beyond - 1, 30)));
        }
      },
      /** A correct password: this pair starts afresh (the account's budget does not). */
      async succeeded(email: string, ip: string): Promise<void> {
        const key = pairKey(email, ip);
        await Promise.all([limiters.signInPairFailures.delete(key), limiters.signInPairDelay.delete(key)]);
      },
    },
  };
}

/** The limits type. */
export type Limits = ReturnType<typeof createLimits>;
