/** The console's own routes (docs/CONSOLE.md "API"): the caller's console and the audit log. */
import { consoleAreasOf } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { pageDocument, pageOf } from '../../http/pagination.ts';
import { NoIncluded, errorResponses, listDoc, oneDoc } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { AuditLogQuery } from './input.ts';
import { presentAuditEntry, presentConsole } from './presenter.ts';
import { listAuditEntries } from './repository.ts';

const tags = ['console'];

export async function consoleRoutes(app: App): Promise<void> {
  app.get(
    '/v2/admin/console',
    {
      // Every team role has the dashboard: this is the door of the console for all of them.
      config: { access: 'console:dashboard' },
      schema: {
        tags,
        summary: "The caller's console: their team role and the areas they may open (403 for a fan)",
        response: { 200: oneDoc('Console', NoIncluded), ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const role = caller.staffRole!;
      return { data: presentConsole(caller.user.id, role, consoleAreasOf(role)), included: [], meta: {} };
    },
  );

  app.get(
    '/v2/admin/audit_log',
    {
      config: { access: 'console:audit' },
      schema: {
        tags,
        summary: 'The audit log: who did what to which record, when, before and after; newest first',
        querystring: AuditLogQuery,
        response: { 200: listDoc('AuditEntry', NoIncluded), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const q = req.query;
      const out = await listAuditEntries(
        app.database.db,
        {
          search: q.search?.trim() || undefined,
          action: q.action || undefined,
          targetType: q.target_type || undefined,
          actorId: q.actor_id ? Number(q.actor_id) : undefined,
          direction: q.sort_direction === 'asc' ? 'asc' : 'desc',
        },
        page.perPage,
        page.offset,
      );
      return pageDocument(reply, page, { data: out.rows.map(presentAuditEntry), included: [], total: out.total });
    },
  );
}
