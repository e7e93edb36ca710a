/**
 * The standard admin routes of a participation type (docs/PARTICIPATION.md "The participation kit"):
 * list, show, create, replace, publish and, where the type has it, close. The module hands in its
 * schemas, its service methods and its texts; its own further admin routes follow the call.
 */
import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import type { App } from '../../app-types.ts';
import { PageQuery } from '../../http/input.ts';
import { AdminIdParams } from './input.ts';
import { pageOf, setListHeaders, type Page } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';

/** Answers of the admin writes. */
export const adminWriteErrors = errorResponses(400, 401, 403, 404, 409, 422);

/** The service methods the standard admin routes call (`by` is the admin's user id). */
export interface AdminParticipationPort<Input> {
  list(page: Page): Promise<{ data: unknown[]; total: number }>;
  show(id: number): Promise<unknown>;
  create(input: Input, by: number): Promise<unknown>;
  update(id: number, input: Input, by: number): Promise<unknown>;
  publish(id: number, by: number): Promise<unknown>;
  /** Left out: the type has no close route. */
  close?(id: number, by: number): Promise<unknown>;
}

/** The OpenAPI summaries of the standard admin routes. */
export interface AdminParticipationSummaries {
  list: string;
  show: string;
  create: string;
  update: string;
  publish: string;
  /** With `close` of the port. */
  close?: string;
}

/** What a participation type hands the kit for its admin routes. */
export interface AdminParticipationSpec<Body extends TSchema, Key extends keyof Static<Body> & string> {
  /** The collection's path segment under /v2/admin, e.g. `ama_sessions`. */
  path: string;
  /** The component schema of one record as admins see it, e.g. `AdminAmaSession`. */
  schemaRef: string;
  /** The body of POST and PUT, an object with the record under `bodyKey`. */
  body: Body;
  bodyKey: Key;
  service: AdminParticipationPort<Static<Body>[Key]>;
  summaries: AdminParticipationSummaries;
  /** The admin's user id (the auth module's caller). */
  callerId: (req: FastifyRequest) => number;
  tags?: string[];
}

/**
 * Mounts GET /v2/admin/<path>, GET /v2/admin/<path>/:id, POST /v2/admin/<path>,
 * PUT /v2/admin/<path>/:id, POST /v2/admin/<path>/:id/publish and, with `close`,
 * POST /v2/admin/<path>/:id/close, in that order (admins only, open while the module is off).
 */
export function mountAdminParticipationRoutes<Body extends TSchema, Key extends keyof Static<Body> & string>(
  app: App,
  spec: AdminParticipationSpec<Body, Key>,
): void {
  const { service, summaries, callerId } = spec;
  const tags = spec.tags ?? ['admin'];
  const base = `/v2/admin/${spec.path}`;
  const one = Type.Object({
    data: Type.Ref(spec.schemaRef),
    included: Type.Array(Type.Unknown()),
    meta: Type.Object({}),
  });
  const inputOf = (req: FastifyRequest): Static<Body>[Key] => (req.body as Static<Body>)[spec.bodyKey];

  app.get(
    base,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: summaries.list,
        querystring: Type.Object(PageQuery),
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref(spec.schemaRef)),
            included: Type.Array(Type.Unknown()),
            meta: Type.Object({}),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await service.list(page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: [], meta: {} };
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: summaries.show,
        params: AdminIdParams,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      return { data: await service.show(Number(req.params.id)), included: [], meta: {} };
    },
  );

  app.post(
    base,
    {
      config: { access: 'admin' },
      schema: { tags, summary: summaries.create, body: spec.body, response: { 201: one, ...adminWriteErrors } },
    },
    async (req, reply) => {
      const data = await service.create(inputOf(req), callerId(req));
      return reply.code(201).send({ data, included: [], meta: {} });
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: summaries.update,
        params: AdminIdParams,
        body: spec.body,
        response: { 200: one, ...adminWriteErrors },
      },
    },
    async (req) => {
      const data = await service.update(Number(req.params.id), inputOf(req), callerId(req));
      return { data, included: [], meta: {} };
    },
  );

  const actions: Array<{ name: string; summary: string; run: (id: number, by: number) => Promise<unknown> }> = [
    { name: 'publish', summary: summaries.publish, run: (id, by) => service.publish(id, by) },
  ];
  const close = service.close?.bind(service);
  if (close && summaries.close) actions.push({ name: 'close', summary: summaries.close, run: close });
  for (const action of actions) {
    app.post(
      `${base}/:id/${action.name}`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: action.summary,
          params: AdminIdParams,
          response: { 200: one, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => {
        const data = await action.run(Number(req.params.id), callerId(req));
        return { data, included: [], meta: {} };
      },
    );
  }
}
