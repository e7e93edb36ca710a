import { Type } from 'typebox';
import type { EventRegistrationStatus } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { NoIncluded, errorResponses } from '../../http/schemas.ts';
import { AdminIdParams, adminRouteOptions, mountAdminParticipationRoutes } from '../../platform/participation/index.ts';
import { callerOf } from '../auth/index.ts';
import { EventInputSchema, RegistrationsQuery } from './input.ts';

/** Managing events and reading their registrations (admins only, open while the module is off). */
export async function eventAdminRoutes(app: App): Promise<void> {
  mountAdminParticipationRoutes(app, {
    key: 'event',
    body: EventInputSchema,
    service: app.events,
    callerId: (req) => callerOf(req).user.id,
    summaries: {
      a: 'an event',
      list: 'List every event, unpublished included (latest start first)',
      show: 'Show an event for editing',
      create: 'Create an event (unpublished); its slug and translated slugs must be free',
      update: 'Replace an event (publication stays; places a larger capacity frees go to the waiting list)',
    },
  });

  const registrations = Type.Object({
    data: Type.Array(Type.Ref('EventRegistration')),
    included: NoIncluded,
    meta: Type.Object({}),
  });
  app.get(
    '/v2/admin/events/:id/registrations',
    adminRouteOptions("A page of an event's registrations: the registered, then the waiting list in order", {
      params: AdminIdParams,
      querystring: RegistrationsQuery,
      response: { 200: registrations, ...errorResponses(400, 401, 403, 404) },
    }),
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await app.events.adminRegistrations(Number(req.params.id), page, {
        search: req.query.search,
        status: req.query.status as EventRegistrationStatus | undefined,
      });
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: [], meta: {} };
    },
  );
}
