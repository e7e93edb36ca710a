import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { AdminIdParams, mountAdminParticipationRoutes } from '../../platform/participation/index.ts';
import { callerOf } from '../auth/index.ts';
import { EventInputSchema, RegistrationsQuery } from './input.ts';

/** Managing events and reading their registrations (admins only, open while the module is off). */
export async function eventAdminRoutes(app: App): Promise<void> {
  const events = app.events;
  mountAdminParticipationRoutes(app, {
    path: 'events',
    schemaRef: 'AdminEvent',
    body: EventInputSchema,
    bodyKey: 'event',
    callerId: (req) => callerOf(req).user.id,
    service: {
      list: (page) => events.adminList(page),
      show: (id) => events.adminShow(id),
      create: (input, by) => events.createEvent(input, by),
      update: (id, input, by) => events.updateEvent(id, input, by),
      publish: (id, by) => events.publishEvent(id, by),
    },
    summaries: {
      list: 'List every event, unpublished included (latest start first)',
      show: 'Show an event for editing',
      create: 'Create an event (unpublished); its slug and translated slugs must be free',
      update: 'Replace an event (publication stays; places a larger capacity frees go to the waiting list)',
      publish: 'Publish an event',
    },
  });

  app.get(
    '/v2/admin/events/:id/registrations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "A page of an event's registrations: the registered, then the waiting list in order",
        params: AdminIdParams,
        querystring: RegistrationsQuery,
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('EventRegistration')),
            included: Type.Array(Type.Unknown()),
            meta: Type.Object({}),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await events.adminRegistrations(Number(req.params.id), page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: [], meta: {} };
    },
  );
}
