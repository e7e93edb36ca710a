import { Type, type Static } from 'typebox';
import type { App } from '../../app-types.ts';
import { Int64Id, PageQuery, SLUG_OPTIONS, Text } from '../../http/input.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';

const tags = ['admin'];
const IdParams = Type.Object({ id: Int64Id });
const one = Type.Object({
  data: Type.Ref('AdminEvent'),
  included: Type.Array(Type.Unknown()),
  meta: Type.Object({}),
});
const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);

/** A text per supported locale; `en` required when `required`, unknown locales refused. */
function localized(maxLength: number, required: boolean) {
  const text = Text({ maxLength, ...(required ? { minLength: 1 } : {}) });
  return Type.Object(
    { en: required ? text : Type.Optional(text), de: Type.Optional(text), it: Type.Optional(text) },
    { additionalProperties: false },
  );
}

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
        title: localized(200, true),
        description: Type.Optional(localized(20_000, false)),
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
type EventBody = Static<typeof EventInputSchema>;

/** Managing events and reading their registrations (admins only, open while the module is off). */
export async function eventAdminRoutes(app: App): Promise<void> {
  const events = app.events;

  app.get(
    '/v2/admin/events',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'List every event, unpublished included (latest start first)',
        querystring: Type.Object(PageQuery),
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('AdminEvent')),
            included: Type.Array(Type.Unknown()),
            meta: Type.Object({}),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await events.adminList(page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: [], meta: {} };
    },
  );

  app.get(
    '/v2/admin/events/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Show an event for editing',
        params: IdParams,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      return { data: await events.adminShow(Number(req.params.id)), included: [], meta: {} };
    },
  );

  app.post(
    '/v2/admin/events',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create an event (unpublished); its slug and translated slugs must be free',
        body: EventInputSchema,
        response: { 201: one, ...writeErrors },
      },
    },
    async (req, reply) => {
      const user = callerOf(req).user;
      const data = await events.createEvent((req.body as EventBody).event, user.id);
      return reply.code(201).send({ data, included: [], meta: {} });
    },
  );

  app.put(
    '/v2/admin/events/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Replace an event (publication stays; places a larger capacity frees go to the waiting list)',
        params: IdParams,
        body: EventInputSchema,
        response: { 200: one, ...writeErrors },
      },
    },
    async (req) => {
      const user = callerOf(req).user;
      const data = await events.updateEvent(Number(req.params.id), (req.body as EventBody).event, user.id);
      return { data, included: [], meta: {} };
    },
  );

  app.post(
    '/v2/admin/events/:id/publish',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Publish an event',
        params: IdParams,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const user = callerOf(req).user;
      return { data: await events.publishEvent(Number(req.params.id), user.id), included: [], meta: {} };
    },
  );

  app.get(
    '/v2/admin/events/:id/registrations',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "A page of an event's registrations: the registered, then the waiting list in order",
        params: IdParams,
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
