/** Requests of the console's own routes (docs/CONSOLE.md "API"). */
import { Type } from 'typebox';
import { PageQuery, Text } from '../../http/input.ts';

/** `GET /v2/admin/audit_log`: search in the action and the target, filters, newest or oldest first. */
export const AuditLogQuery = Type.Object({
  search: Type.Optional(Text({ maxLength: 100 })),
  action: Type.Optional(Text({ maxLength: 100, description: 'An action, or a prefix ending in "." (user.)' })),
  target_type: Type.Optional(Text({ maxLength: 60 })),
  actor_id: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,17}$' })),
  sort_direction: Type.Optional(Type.String({ enum: ['asc', 'desc'], default: 'desc' })),
  ...PageQuery,
});
