/**
 * What the admin writes of every participation type share (docs/PARTICIPATION.md "The
 * participation kit"): a slug conflict as 409 SLUG_TAKEN naming the record's slug field (also
 * when the unique index refuses it), a missing record as 404, and the admin audit log.
 */
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { insertAuditEntry } from '../audit-log.ts';
import { isUniqueViolation } from '../unique-violation.ts';

/** The record a participation type's admin writes touch. */
export interface AdminWritesSpec {
  db: Db;
  /** The record's type in the audit log and in its actions (`<type>.create`, ...). */
  type: string;
  /** The unique indexes whose violation means the slug is taken. */
  slugIndexes: string[];
}

/** The admin writes' shared steps, bound to one record type. */
export interface AdminWrites {
  /** 409 SLUG_TAKEN on `<type>.slug` (`taken`: the slugs that were). */
  slugTaken(taken?: string[]): AppError;
  /** Runs a write, answering a unique violation of the slug as `slugTaken`. */
  slugSafe<T>(write: () => Promise<T>): Promise<T>;
  /** Writes the audit entry `<type>.<action>` (none without an actor: the demo seed), in `db` (a transaction) when given. */
  audit(actorId: number | null, action: string, id: number, details?: Record<string, unknown>, db?: Db): Promise<void>;
  /** Runs a write of one record (404 when it is not there), audited as `<type>.<action>`. */
  change<R>(
    actorId: number | null,
    action: string,
    id: number,
    write: () => Promise<R | undefined>,
    details?: (row: R) => Record<string, unknown>,
  ): Promise<R>;
}

/** Binds the admin writes' shared steps to a record type. */
export function adminWrites(spec: AdminWritesSpec): AdminWrites {
  const writes: AdminWrites = {
    slugTaken: (taken) =>
      new AppError('SLUG_TAKEN', undefined, {
        [`${spec.type}.slug`]: [taken?.length ? `is already taken (${taken.join(', ')})` : 'is already taken'],
      }),
    async slugSafe(write) {
      try {
        return await write();
      } catch (err) {
        if (spec.slugIndexes.some((index) => isUniqueViolation(err, index))) throw writes.slugTaken();
        throw err;
      }
    },
    async audit(actorId, action, id, details = {}, db = spec.db) {
      if (actorId === null) return;
      await insertAuditEntry(db, {
        actorId,
        action: `${spec.type}.${action}`,
        targetType: spec.type,
        targetId: String(id),
        details,
      });
    },
    async change(actorId, action, id, write, details) {
      const row = await write();
      if (!row) throw new AppError('NOT_FOUND');
      await writes.audit(actorId, action, id, details ? details(row) : {});
      return row;
    },
  };
  return writes;
}
