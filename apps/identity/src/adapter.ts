import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from './db/types.ts';
import { oidcPayloads } from './db/schema.ts';

/** Rows that have not expired yet; expired ones are invisible and swept later. */
const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));

/** oidc-provider storage over one table, keyed by (model, id). */
export class PgAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      id,
      model: this.model,
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      accountId: payload.accountId ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcPayloads)
      .values(row)
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
  }

  private async findBy(key: 'id' | 'uid' | 'userCode', value: string): Promise<AdapterPayload | undefined> {
    // No stored id holds a NUL, and PostgreSQL would answer one with an error instead of "none".
    if (value.includes('\u0000')) return undefined;
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads[key], value), live()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // oidc-provider detects a replayed code or refresh token through `consumed`.
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findBy('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy('userCode', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Every model of the grant goes at once: codes, refresh tokens and the Grant itself.
    await this.db
      .delete(oidcPayloads)
      .where(or(eq(oidcPayloads.grantId, grantId), and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId))));
  }
}

/** Removes every grant, token and session of an account (ban, deletion, password reset). */
export async function revokeAccount(db: Db, accountId: string): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      or(
        eq(oidcPayloads.accountId, accountId),
        sql`${oidcPayloads.grantId} in (select id from ${oidcPayloads} where model = 'Grant' and account_id = ${accountId})`,
      ),
    );
}

/** Deletes rows expired for more than a day; the grace keeps replay detection of consumed tokens useful. */
export async function sweepExpired(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now() - interval '1 day'`));
}
