import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, unusable as a value under verbatimModuleSyntax.
const ARGON2ID = 2 as Algorithm.Argon2id;

/** argon2id cost; see DEFAULT_ARGON2 for the measured choice. */
export interface Argon2Cost {
  memoryCost?: number;
  timeCost?: number;
  parallelism?: number;
}

/**
 * 64 MiB, 3 passes, 1 lane: about 70 ms per hash on the 2-core reference machine (measured
 * with @node-rs/argon2 2.x), above OWASP's minimum (19 MiB, t=2) and well inside 50–250 ms.
 */
export const DEFAULT_ARGON2 = { memoryCost: 65536, timeCost: 3, parallelism: 1 } as const;

/** Minimum password length, checked on the server. */
export const MIN_PASSWORD = 8;
/** Maximum password length: longer input only burns hashing time. */
export const MAX_PASSWORD = 1024;

/** Hashing functions bound to one cost. */
export function passwordHasher(cost: Argon2Cost = {}) {
  const options = { algorithm: ARGON2ID, ...DEFAULT_ARGON2, ...cost };
  let dummy: Promise<string> | undefined;
  return {
    hash: (pw: string) => hash(pw, options),
    verify: async (encoded: string, pw: string): Promise<boolean> => {
      try {
        return await verify(encoded, pw);
      } catch {
        return false; // a malformed stored hash is a failed sign-in, not a crash
      }
    },
    /** Spends the time of one verification so unknown e-mails are not revealed by timing. */
    waste: async (pw: string): Promise<void> => {
      dummy ??= hash('not-a-real-password', options);
      await verify(await dummy, pw).catch(() => false);
    },
  };
}

/** The hasher type. */
export type PasswordHasher = ReturnType<typeof passwordHasher>;
