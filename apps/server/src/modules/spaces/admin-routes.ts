import type { FanGroupAcceptance } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { pageDocument, pageOf } from '../../http/pagination.ts';
import { NoIncluded, errorResponses, listDoc, oneDoc } from '../../http/schemas.ts';
import { mountSettingsRoutes } from '../../http/settings-routes.ts';
import { callerOf } from '../auth/index.ts';
import { GroupIncluded as Included } from './presenter.ts';
import {
  AdminGroupActionsQuery,
  AdminGroupBody,
  AdminGroupListQuery,
  AdminGroupParams,
  GroupSettingsBody,
} from './input.ts';
import type { AdminGroupQuery } from './repository.ts';

const tags = ['admin'];

/**
 * Reviewing and featuring fan groups, a group's actions, and the instance's group settings (the
 * console's moderation area, open while the module is off).
 */
export async function spaceAdminRoutes(app: App): Promise<void> {
  const spaces = app.spaces;

  app.get(
    '/v2/admin/fan_groups',
    {
      config: { access: 'console:moderation' },
      schema: {
        tags,
        summary:
          'List every fan group, newest first by default (acceptance_status=submitted: the ones waiting for review; search in name and slug; sort)',
        querystring: AdminGroupListQuery,
        response: {
          200: listDoc('FanGroup', Included),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const page = pageOf(req.query);
      const q = req.query;
      const out = await spaces.adminList(
        {
          acceptance: q.acceptance_status as FanGroupAcceptance | undefined,
          search: q.search,
          sort: q.sort as AdminGroupQuery['sort'],
        },
        page,
        caller,
      );
      return pageDocument(reply, page, out);
    },
  );

  app.get(
    '/v2/admin/fan_groups/:id/actions',
    {
      config: { access: 'console:moderation' },
      schema: {
        tags,
        summary:
          "A group's actions, newest first: its own moderators' and owner's (members removed, statuses and roles changed, posts deleted, settings changed) and the team's review, each an audit entry with its actor",
        params: AdminGroupParams,
        querystring: AdminGroupActionsQuery,
        response: {
          200: listDoc('AuditEntry', NoIncluded),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      return pageDocument(reply, page, await spaces.adminActions(Number(req.params.id), page));
    },
  );

  app.get(
    '/v2/admin/fan_groups/:id',
    {
      config: { access: 'console:moderation' },
      schema: {
        tags,
        summary: 'Show one fan group by id, whatever its acceptance status (for its review)',
        params: AdminGroupParams,
        response: {
          200: oneDoc('FanGroup', Included),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req) => spaces.adminShow(Number(req.params.id), callerOf(req)),
  );

  app.put(
    '/v2/admin/fan_groups/:id',
    {
      config: { access: 'console:moderation' },
      schema: {
        tags,
        summary:
          'Accept or reject a fan group (acceptance_status) and feature it or not (featured); audited with before/after and the reason',
        params: AdminGroupParams,
        body: AdminGroupBody,
        response: {
          200: oneDoc('FanGroup', Included),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const input = req.body.fan_group as { acceptance_status?: FanGroupAcceptance; featured?: boolean };
      return spaces.adminUpdate(Number(req.params.id), input, caller, req.body.reason);
    },
  );

  mountSettingsRoutes(app, {
    path: '/v2/admin/fan_group_settings',
    schema: 'FanGroupSettings',
    summaries: {
      show: "The instance's fan group settings (whether new groups wait for review)",
      change: "Change the instance's fan group settings",
    },
    body: GroupSettingsBody,
    access: 'console:moderation',
    read: () => spaces.settings(),
    save: (req, body) => spaces.saveSettings(body.fan_group_settings, callerOf(req)),
  });
}
