/** The console's queries (docs/CONSOLE.md "Audit log"): a page of the admin audit log with its actors. */
import { and, asc, count, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAuditLog, users } from '../../db/schema.ts';

/** The filters of the audit log. */
export interface AuditLogFilters {
  search?: string;
  action?: string;
  targetType?: string;
  /** With targetType: the entries about one record (a fan group's own moderators' actions). */
  targetId?: string;
  actorId?: number;
  direction: 'asc' | 'desc';
}

/** One entry with its actor's name (null when the actor's account is gone or it was the system). */
export interface AuditRow {
  id: number;
  actorId: number | null;
  actorName: string | null;
  actorSlug: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: unknown;
  createdAt: Date;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: AuditLogFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.action) {
    parts.push(
      f.action.endsWith('.')
        ? like(adminAuditLog.action, `${escapeLike(f.action)}%`)
        : eq(adminAuditLog.action, f.action),
    );
  }
  if (f.targetType) parts.push(eq(adminAuditLog.targetType, f.targetType));
  if (f.targetId !== undefined) parts.push(eq(adminAuditLog.targetId, f.targetId));
  if (f.actorId !== undefined) parts.push(eq(adminAuditLog.actorId, f.actorId));
  if (f.search) {
    const term = `%${escapeLike(f.search)}%`;
    parts.push(
      or(
        ilike(adminAuditLog.action, term),
        ilike(adminAuditLog.targetType, term),
        eq(adminAuditLog.targetId, f.search),
        ilike(users.displayName, term),
      )!,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** A page of entries (newest first by default) and the number of entries that match. */
export async function listAuditEntries(db: Db, f: AuditLogFilters, limit: number, offset: number) {
  const where = whereOf(f);
  const order = f.direction === 'asc' ? asc(adminAuditLog.id) : desc(adminAuditLog.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: adminAuditLog.id,
        actorId: adminAuditLog.actorId,
        actorName: users.displayName,
        actorSlug: users.slug,
        action: adminAuditLog.action,
        targetType: adminAuditLog.targetType,
        targetId: adminAuditLog.targetId,
        details: adminAuditLog.details,
        createdAt: adminAuditLog.createdAt,
      })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.actorId))
      .where(where)
      .orderBy(order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(adminAuditLog).leftJoin(users, eq(users.id, adminAuditLog.actorId)).where(where),
  ]);
  return { rows: rows as AuditRow[], total: Number(total?.n ?? 0) };
}
