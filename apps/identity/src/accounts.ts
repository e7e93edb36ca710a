import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, like, sql } from 'drizzle-orm';
import { revokeAccount } from './adapter.ts';
import { accounts, oneTimeTokens } from './db/schema.ts';
import type { Db } from './db/types.ts';
import type { PasswordHasher } from './passwords.ts';

/** An identity account as the rest of the service sees it. */
export type Account = typeof accounts.$inferSelect;
/** Account states. */
export type AccountStatus = Account['status'];
/** What a one-time token is good for. */
export type TokenPurpose = 'verify' | 'reset' | 'login';

/** Thrown by `create` when the e-mail is taken (case-insensitively). */
export class EmailTakenError extends Error {
  constructor() {
    super('email already registered');
  }
}

/** Lifetimes of one-time tokens, in seconds. */
export const TOKEN_TTL: Record<TokenPurpose, number> = { verify: 7 * 86400, reset: 3600, login: 600 };

/** Normalizes an e-mail for storage and lookup. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A URL-safe slug from a display name: ASCII letters, digits and dashes. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return base || 'fan';
}

/** Account storage and one-time tokens. */
export function accountStore(db: Db, hasher: PasswordHasher) {
  const findById = async (id: string): Promise<Account | undefined> => {
    // Not a uuid cannot be an account; asking PostgreSQL would raise a cast error.
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    return (await db.select().from(accounts).where(eq(accounts.id, id)).limit(1))[0];
  };
  const findByEmail = async (email: string): Promise<Account | undefined> =>
    (
      await db
        .select()
        .from(accounts)
        .where(eq(accounts.email, normalizeEmail(email)))
        .limit(1)
    )[0];

  /** A free slug: the base if unused, else base-2, base-3… chosen from one query of the taken ones. */
  const freeSlug = async (name: string): Promise<string> => {
    const base = slugify(name);
    const rows = await db
      .select({ slug: accounts.slug })
      .from(accounts)
      .where(like(accounts.slug, `${base}%`));
    const taken = new Set(rows.map((r) => r.slug));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  };

  const create = async (input: {
    email: string;
    password: string;
    displayName: string;
    locale?: string;
    emailVerified?: boolean;
  }): Promise<Account> => {
    const email = normalizeEmail(input.email);
    const passwordHash = await hasher.hash(input.password);
    for (let attempt = 0; attempt < 3; attempt++) {
      const slug =
        attempt === 0
          ? await freeSlug(input.displayName)
          : `${slugify(input.displayName)}-${randomBytes(3).toString('hex')}`;
      // ON CONFLICT DO NOTHING covers both unique indexes; we then tell which one it was.
      const [row] = await db
        .insert(accounts)
        .values({
          email,
          passwordHash,
          displayName: input.displayName.trim(),
          slug,
          locale: input.locale ?? 'en',
          emailVerified: input.emailVerified ?? false,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      if (await findByEmail(email)) throw new EmailTakenError();
    }
    throw new Error('could not find a free slug');
  };

  const issueToken = async (purpose: TokenPurpose, accountId: string): Promise<string> => {
    const token = randomBytes(32).toString('base64url');
    await db.insert(oneTimeTokens).values({
      tokenHash: sha256(token),
      purpose,
      accountId,
      expiresAt: new Date(Date.now() + TOKEN_TTL[purpose] * 1000),
    });
    return token;
  };

  const usable = (purpose: TokenPurpose, token: string) =>
    and(
      eq(oneTimeTokens.tokenHash, sha256(token)),
      eq(oneTimeTokens.purpose, purpose),
      isNull(oneTimeTokens.usedAt),
      gt(oneTimeTokens.expiresAt, sql`now()`),
    );

  return {
    findById,
    findByEmail,
    create,
    issueToken,
    /** Marks a token used and returns its account id; one conditional UPDATE, so only one caller wins. */
    async consumeToken(purpose: TokenPurpose, token: string): Promise<string | undefined> {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: sql`now()` })
        .where(usable(purpose, token))
        .returning({ accountId: oneTimeTokens.accountId });
      return row?.accountId;
    },
    /** Whether a token is still usable, without using it (the reset form's GET). */
    async peekToken(purpose: TokenPurpose, token: string): Promise<boolean> {
      const rows = await db.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(usable(purpose, token)).limit(1);
      return rows.length > 0;
    },
    async setStatus(id: string, status: AccountStatus): Promise<void> {
      await db.update(accounts).set({ status }).where(eq(accounts.id, id));
      if (status === 'banned') await revokeAccount(db, id);
    },
    async setPassword(id: string, password: string): Promise<void> {
      await db
        .update(accounts)
        .set({ passwordHash: await hasher.hash(password) })
        .where(eq(accounts.id, id));
      await revokeAccount(db, id);
    },
    async markVerified(id: string): Promise<void> {
      await db.update(accounts).set({ emailVerified: true }).where(eq(accounts.id, id));
    },
    async delete(id: string): Promise<void> {
      if (!(await findById(id))) return;
      await revokeAccount(db, id);
      await db.delete(accounts).where(eq(accounts.id, id));
    },
  };
}

/** The account store type. */
export type AccountStore = ReturnType<typeof accountStore>;
