/** The console's answers (docs/CONSOLE.md "API"): the caller's console, audit log entries. */
import { Type } from 'typebox';
import { CONSOLE_AREAS, STAFF_ROLES, type ConsoleArea, type StaffRole } from '@tribune/domain';
import { recordSchema } from '../../http/schemas.ts';
import type { AuditRow } from './repository.ts';

/** What the console shows the caller: their role and the areas they may open. */
export const ConsoleSchema = recordSchema(
  'console',
  {
    attributes: Type.Object({
      role: Type.String({ enum: [...STAFF_ROLES] }),
      areas: Type.Array(Type.String({ enum: [...CONSOLE_AREAS] })),
    }),
  },
  { $id: 'Console' },
);

export function presentConsole(userId: number, role: StaffRole, areas: ConsoleArea[]) {
  return { id: String(userId), type: 'console' as const, attributes: { role, areas } };
}

/** An entry of the audit log: who (null: gone or the system), what, on which record, before and after. */
export const AuditEntrySchema = recordSchema(
  'audit_entry',
  {
    attributes: Type.Object({
      action: Type.String(),
      target_type: Type.String(),
      target_id: Type.String(),
      details: Type.Record(Type.String(), Type.Unknown()),
      created_at: Type.String({ format: 'date-time' }),
      actor: Type.Union([
        Type.Object({
          id: Type.String(),
          display_name: Type.Union([Type.String(), Type.Null()]),
          slug: Type.Union([Type.String(), Type.Null()]),
        }),
        Type.Null(),
      ]),
    }),
  },
  { $id: 'AuditEntry' },
);

export function presentAuditEntry(row: AuditRow) {
  return {
    id: String(row.id),
    type: 'audit_entry' as const,
    attributes: {
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      details: (row.details ?? {}) as Record<string, unknown>,
      created_at: row.createdAt.toISOString(),
      actor:
        row.actorId === null ? null : { id: String(row.actorId), display_name: row.actorName, slug: row.actorSlug },
    },
  };
}
