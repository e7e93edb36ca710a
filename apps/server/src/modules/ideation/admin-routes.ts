import { Type } from 'typebox';
import { IDEA_STATUSES, type IdeaStatus } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { AdminIdParams, adminWriteErrors, mountAdminParticipationRoutes } from '../../platform/participation/index.ts';
import { callerOf } from '../auth/index.ts';
import { MissionInputSchema, StatusBody } from './input.ts';

/** Managing ideation missions and idea statuses (admins only, open while the module is off). */
export async function ideationAdminRoutes(app: App): Promise<void> {
  const ideation = app.ideation;
  mountAdminParticipationRoutes(app, {
    path: 'ideation_missions',
    schemaRef: 'AdminIdeationMission',
    body: MissionInputSchema,
    bodyKey: 'ideation_mission',
    callerId: (req) => callerOf(req).user.id,
    service: {
      list: (page) => ideation.adminList(page),
      show: (id) => ideation.adminShow(id),
      create: (input, by) => ideation.createMission(input, by),
      update: (id, input, by) => ideation.updateMission(id, input, by),
      publish: (id, by) => ideation.publishMission(id, by),
      close: (id, by) => ideation.closeMission(id, by),
    },
    summaries: {
      list: 'List every ideation mission, unpublished included (with preview tokens)',
      show: 'Show an ideation mission for editing (with its preview token)',
      create: 'Create an ideation mission (unpublished, with a new preview token)',
      update: 'Replace an ideation mission (publication and preview token stay)',
      publish: 'Publish an ideation mission',
      close: 'Close an ideation mission now',
    },
  });

  app.put(
    '/v2/admin/ideas/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Set an idea's club acceptance status (tells its author)",
        params: AdminIdParams,
        body: StatusBody,
        response: {
          200: Type.Object({
            data: Type.Object({
              id: Type.String(),
              type: Type.Literal('idea'),
              attributes: Type.Object({
                status: Type.Enum(IDEA_STATUSES),
                title: Type.String(),
                ideation_mission_slug: Type.String(),
              }),
            }),
          }),
          ...adminWriteErrors,
        },
      },
    },
    async (req) => {
      return ideation.setIdeaStatus(Number(req.params.id), req.body.status as IdeaStatus, callerOf(req));
    },
  );
}
