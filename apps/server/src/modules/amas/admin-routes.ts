import { Type, type Static } from 'typebox';
import type { App } from '../../app-types.ts';
import { Int64Id, PageQuery, SLUG_OPTIONS, Text } from '../../http/input.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';

const tags = ['admin'];
const IdParams = Type.Object({ id: Int64Id });
const one = Type.Object({
  data: Type.Ref('AdminAmaSession'),
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

/** The body of POST/PUT /v2/admin/ama_sessions. */
export const SessionInputSchema = Type.Object(
  {
    ama_session: Type.Object(
      {
        slug: Type.String(SLUG_OPTIONS),
        title: localized(200, true),
        description: Type.Optional(localized(20_000, false)),
        hero_medium_id: Type.Optional(Type.Union([Int64Id, Type.Null()])),
        host_user_id: Type.Optional(
          Type.Union([Int64Id, Type.Null()], { description: 'The host (answers the questions), by user id' }),
        ),
        host_slug: Type.Optional(
          Type.Union([Type.String(SLUG_OPTIONS), Type.Null()], {
            description: 'The host by user slug (when host_user_id is not given)',
          }),
        ),
        ends_at: Type.String({ format: 'date-time', maxLength: 40 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
type SessionBody = Static<typeof SessionInputSchema>;

/** Managing AMA sessions and their hosts (admins only, open while the module is off). */
export async function amaAdminRoutes(app: App): Promise<void> {
  const amas = app.amas;

  app.get(
    '/v2/admin/ama_sessions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'List every AMA session, unpublished included (with preview tokens)',
        querystring: Type.Object(PageQuery),
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('AdminAmaSession')),
            included: Type.Array(Type.Unknown()),
            meta: Type.Object({}),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await amas.adminList(page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: [], meta: {} };
    },
  );

  app.get(
    '/v2/admin/ama_sessions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Show an AMA session for editing (with its preview token)',
        params: IdParams,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      return { data: await amas.adminShow(Number(req.params.id)), included: [], meta: {} };
    },
  );

  app.post(
    '/v2/admin/ama_sessions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create an AMA session with its host (unpublished, with a new preview token)',
        body: SessionInputSchema,
        response: { 201: one, ...writeErrors },
      },
    },
    async (req, reply) => {
      const user = callerOf(req).user;
      const data = await amas.createSession((req.body as SessionBody).ama_session, user.id);
      return reply.code(201).send({ data, included: [], meta: {} });
    },
  );

  app.put(
    '/v2/admin/ama_sessions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Replace an AMA session, its host included (publication and preview token stay)',
        params: IdParams,
        body: SessionInputSchema,
        response: { 200: one, ...writeErrors },
      },
    },
    async (req) => {
      const user = callerOf(req).user;
      const data = await amas.updateSession(Number(req.params.id), (req.body as SessionBody).ama_session, user.id);
      return { data, included: [], meta: {} };
    },
  );

  for (const action of ['publish', 'close'] as const) {
    app.post(
      `/v2/admin/ama_sessions/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: action === 'publish' ? 'Publish an AMA session' : 'Close an AMA session now',
          params: IdParams,
          response: { 200: one, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => {
        const user = callerOf(req).user;
        const id = Number(req.params.id);
        const data =
          action === 'publish' ? await amas.publishSession(id, user.id) : await amas.closeSession(id, user.id);
        return { data, included: [], meta: {} };
      },
    );
  }
}
