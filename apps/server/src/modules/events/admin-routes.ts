import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { Int64Id, PageQuery, SLUG_OPTIONS, Text } from '../../http/input.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { AdminIdParams, localizedInput, mountAdminParticipationRoutes } from '../../platform/participation/index.ts';
import { callerOf } from '../auth/index.ts';

const LocaleSlug = Type.Optional(Type.String(SLUG_OPTIONS));

/** The body of POST/PUT /v2/admin/events. */
export const EventInputSchema = Type.Object(
  {
    event: Type.Object(
      {
        slug: Type.String(SLUG_OPTIONS),
        translated_slugs: Type.Optional(
          Type.Object({ en: LocaleSlug, de: LocaleSlug, it: LocaleSlug }, { additionalProperties: false }),
        ),
        title: localizedInput(200, true),
        description: Type.Optional(localizedInput(20_000, false)),
        location: Type.Optional(Type.Union([Text({ maxLength: 300 }), Type.Null()])),
        hero_medium_id: Type.Optional(Type.Union([Int64Id, Type.Null()])),
        starts_at: Type.String({ format: 'date-time', maxLength: 40 }),
        ends_at: Type.Optional(Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()])),
        // Left out: unlimited. (No null: the validator would coerce a 0 into it.)
        capacity: Type.Optional(
          Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Places; left out: unlimited.' }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
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
        querystring: Type.Object(PageQuery),
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
