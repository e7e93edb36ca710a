import type { FanGroupAcceptance } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { pageDocument, pageOf } from '../../http/pagination.ts';
import { errorResponses, listDoc, oneDoc } from '../../http/schemas.ts';
import { mountSettingsRoutes } from '../../http/settings-routes.ts';
import { callerOf } from '../auth/index.ts';
import { GroupIncluded as Included } from './presenter.ts';
import { AdminGroupBody, AdminGroupListQuery, AdminGroupParams, GroupSettingsBody } from './input.ts';

const tags = ['admin'];

/** Reviewing and featuring fan groups, and the instance's group settings (admins only, open while the module is off). */
export async function spaceAdminRoutes(app: App): Promise<void> {
  const spaces = app.spaces;

  app.get(
    '/v2/admin/fan_groups',
    {
      config: { access: 'console:moderation' },
      schema: {
        tags,
        summary: 'List every fan group, newest first (acceptance_status=submitted: the ones waiting for review)',
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
      const out = await spaces.adminList(req.query.acceptance_status as FanGroupAcceptance | undefined, page, caller);
      return pageDocument(reply, page, out);
    },
  );

  app.put(
    '/v2/admin/fan_groups/:id',
    {
      config: { access: 'console:moderation' },
      schema: {
        tags,
        summary: 'Accept or reject a fan group (acceptance_status) and feature it or not (featured); audited',
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
      return spaces.adminUpdate(Number(req.params.id), input, caller);
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
    read: () => spaces.settings(),
    save: (_req, body) => spaces.saveSettings(body.fan_group_settings),
  });
}
