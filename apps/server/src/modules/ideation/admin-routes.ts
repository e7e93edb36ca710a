import { Type } from 'typebox';
import { IDEA_STATUSES, type IdeaStatus } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { NoIncluded, errorResponses } from '../../http/schemas.ts';
import {
  AdminIdParams,
  adminRouteOptions,
  adminWriteErrors,
  mountAdminParticipationRoutes,
} from '../../platform/participation/index.ts';
import { callerOf } from '../auth/index.ts';
import { AdminIdeasQuery, MissionInputSchema, StatusBody } from './input.ts';

/** Managing ideation missions and idea statuses (admins only, open while the module is off). */
export async function ideationAdminRoutes(app: App): Promise<void> {
  mountAdminParticipationRoutes(app, {
    key: 'ideation_mission',
    body: MissionInputSchema,
    service: app.ideation,
    callerId: (req) => callerOf(req).user.id,
    summaries: {
      a: 'an ideation mission',
      list: 'List every ideation mission, unpublished included (with preview tokens)',
      show: 'Show an ideation mission for editing (with its preview token)',
      create: 'Create an ideation mission (unpublished, with a new preview token)',
      update: 'Replace an ideation mission (publication and preview token stay)',
    },
  });

  const ideas = Type.Object({
    data: Type.Array(Type.Ref('AdminIdea')),
    included: NoIncluded,
    meta: Type.Object({}),
  });
  app.get(
    '/v2/admin/ideation_missions/:id/ideas',
    adminRouteOptions("A page of a mission's ideas, hidden ones included, newest first (search, status)", {
      params: AdminIdParams,
      querystring: AdminIdeasQuery,
      response: { 200: ideas, ...errorResponses(400, 401, 403, 404) },
    }),
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await app.ideation.adminIdeas(Number(req.params.id), page, {
        search: req.query.search,
        status: req.query.status as IdeaStatus | undefined,
      });
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: [], meta: {} };
    },
  );

  const status = Type.Object({
    data: Type.Object({
      id: Type.String(),
      type: Type.Literal('idea'),
      attributes: Type.Object({
        status: Type.Enum(IDEA_STATUSES),
        title: Type.String(),
        ideation_mission_slug: Type.String(),
      }),
    }),
  });
  app.put(
    '/v2/admin/ideas/:id/status',
    adminRouteOptions("Set an idea's club acceptance status (tells its author)", {
      params: AdminIdParams,
      body: StatusBody,
      response: { 200: status, ...adminWriteErrors },
    }),
    async (req) => app.ideation.setIdeaStatus(Number(req.params.id), req.body.status as IdeaStatus, callerOf(req)),
  );
}
