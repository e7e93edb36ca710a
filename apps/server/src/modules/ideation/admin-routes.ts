import { Type, type Static } from 'typebox';
import { IDEA_STATUSES, type IdeaStatus } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { Int64Id, PageQuery, SLUG_OPTIONS, Text } from '../../http/input.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';

const tags = ['admin'];
const IdParams = Type.Object({ id: Int64Id });
const one = Type.Object({
  data: Type.Ref('AdminIdeationMission'),
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

/** The body of POST/PUT /v2/admin/ideation_missions. */
export const MissionInputSchema = Type.Object(
  {
    ideation_mission: Type.Object(
      {
        slug: Type.String(SLUG_OPTIONS),
        title: localized(200, true),
        description: Type.Optional(localized(20_000, false)),
        hero_medium_id: Type.Optional(Type.Union([Int64Id, Type.Null()])),
        ends_at: Type.String({ format: 'date-time', maxLength: 40 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
type MissionBody = Static<typeof MissionInputSchema>;

/** The body of PUT /v2/admin/ideas/{id}/status. */
const StatusBody = Type.Object({ status: Type.Enum(IDEA_STATUSES) }, { additionalProperties: false });

/** Managing ideation missions and idea statuses (admins only, open while the module is off). */
export async function ideationAdminRoutes(app: App): Promise<void> {
  const ideation = app.ideation;

  app.get(
    '/v2/admin/ideation_missions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'List every ideation mission, unpublished included (with preview tokens)',
        querystring: Type.Object(PageQuery),
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('AdminIdeationMission')),
            included: Type.Array(Type.Unknown()),
            meta: Type.Object({}),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await ideation.adminList(page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: [], meta: {} };
    },
  );

  app.get(
    '/v2/admin/ideation_missions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Show an ideation mission for editing (with its preview token)',
        params: IdParams,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      return { data: await ideation.adminShow(Number(req.params.id)), included: [], meta: {} };
    },
  );

  app.post(
    '/v2/admin/ideation_missions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create an ideation mission (unpublished, with a new preview token)',
        body: MissionInputSchema,
        response: { 201: one, ...writeErrors },
      },
    },
    async (req, reply) => {
      const user = callerOf(req).user;
      const data = await ideation.createMission((req.body as MissionBody).ideation_mission, user.id);
      return reply.code(201).send({ data, included: [], meta: {} });
    },
  );

  app.put(
    '/v2/admin/ideation_missions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Replace an ideation mission (publication and preview token stay)',
        params: IdParams,
        body: MissionInputSchema,
        response: { 200: one, ...writeErrors },
      },
    },
    async (req) => {
      const user = callerOf(req).user;
      const data = await ideation.updateMission(
        Number(req.params.id),
        (req.body as MissionBody).ideation_mission,
        user.id,
      );
      return { data, included: [], meta: {} };
    },
  );

  for (const action of ['publish', 'close'] as const) {
    app.post(
      `/v2/admin/ideation_missions/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: action === 'publish' ? 'Publish an ideation mission' : 'Close an ideation mission now',
          params: IdParams,
          response: { 200: one, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => {
        const user = callerOf(req).user;
        const id = Number(req.params.id);
        const data =
          action === 'publish' ? await ideation.publishMission(id, user.id) : await ideation.closeMission(id, user.id);
        return { data, included: [], meta: {} };
      },
    );
  }

  app.put(
    '/v2/admin/ideas/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Set an idea's club acceptance status (tells its author)",
        params: IdParams,
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
          ...writeErrors,
        },
      },
    },
    async (req) => {
      return ideation.setIdeaStatus(Number(req.params.id), req.body.status as IdeaStatus, callerOf(req));
    },
  );
}
