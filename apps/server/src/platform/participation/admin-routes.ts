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
import { pascalCase } from './contribution-routes.ts';
import { pageOf, setListHeaders, type Page } from '../../http/pagination.ts';
import { NoIncluded, errorResponses } from '../../http/schemas.ts';

/** Answers of the admin writes. */
export const adminWriteErrors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * The service methods the standard admin routes call (`by` is the admin's user id); a
 * participation type's service implements them under these names.
 */
export interface AdminParticipationPort<Input> {
  adminList(page: Page): Promise<{ data: unknown[]; total: number }>;
  adminShow(id: number): Promise<unknown>;
  create(input: Input, by: number): Promise<unknown>;
  update(id: number, input: Input, by: number): Promise<unknown>;
  publish(id: number, by: number): Promise<unknown>;
  /** Left out: the type has no close route. */
  close?(id: number, by: number): Promise<unknown>;
}

/**
 * The OpenAPI summaries of the standard admin routes that say more than the record's name;
 * `a` is the record with its article (`an AMA session`), which names publishing ("Publish an AMA
 * session") and closing ("Close an AMA session now").
 */
export interface AdminParticipationSummaries {
  a: string;
  list: string;
  show: string;
  create: string;
  update: string;
}

/**
 * What a participation type hands the kit for its admin routes. The record's key (`ama_session`)
 * names the rest: the collection `/v2/admin/<key>s`, the body `{<key>: ...}` and the component
 * schema of one record as admins see it, `Admin<Key>` (`AdminAmaSession`).
 */
export interface AdminParticipationSpec<Body extends TSchema, Key extends keyof Static<Body> & string> {
  /** The record's key in the body of POST and PUT, e.g. `ama_session`. */
  key: Key;
  /** The body of POST and PUT, an object with the record under `key`. */
  body: Body;
  service: AdminParticipationPort<Static<Body>[Key]>;
  summaries: AdminParticipationSummaries;
  /** The admin's user id (the auth module's caller). */
  callerId: (req: FastifyRequest) => number;
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
  const base = `/v2/admin/${spec.key}s`;
  const schemaRef = `Admin${pascalCase(spec.key)}`;
  const one = Type.Object({
    data: Type.Ref(schemaRef),
    included: NoIncluded,
    meta: Type.Object({}),
  });
  const inputOf = (req: FastifyRequest): Static<Body>[Key] => (req.body as Static<Body>)[spec.key];
  const doc = (data: unknown) => ({ data, included: [], meta: {} });
  const idOf = (req: { params: unknown }) => Number((req.params as { id: string }).id);

  const list = Type.Object({
    data: Type.Array(Type.Ref(schemaRef)),
    included: NoIncluded,
    meta: Type.Object({}),
  });
  const listSchema = { querystring: Type.Object(PageQuery), response: { 200: list, ...errorResponses(400, 401, 403) } };
  app.get(base, adminRouteOptions(summaries.list, listSchema), async (req, reply) => {
    const page = pageOf(req.query);
    const out = await service.adminList(page);
    setListHeaders(reply, page, out.total);
    return { data: out.data, included: [], meta: {} };
  });
  const showSchema = { params: AdminIdParams, response: { 200: one, ...errorResponses(400, 401, 403, 404) } };
  app.get(`${base}/:id`, adminRouteOptions(summaries.show, showSchema), async (req) =>
    doc(await service.adminShow(idOf(req))),
  );
  const createSchema = { body: spec.body, response: { 201: one, ...adminWriteErrors } };
  app.post(base, adminRouteOptions(summaries.create, createSchema), async (req, reply) =>
    reply.code(201).send(doc(await service.create(inputOf(req), callerId(req)))),
  );
  const updateSchema = { params: AdminIdParams, body: spec.body, response: { 200: one, ...adminWriteErrors } };
  app.put(`${base}/:id`, adminRouteOptions(summaries.update, updateSchema), async (req) =>
    doc(await service.update(idOf(req), inputOf(req), callerId(req))),
  );

  const actions: Array<{ name: string; summary: string; run: (id: number, by: number) => Promise<unknown> }> = [
    { name: 'publish', summary: `Publish ${summaries.a}`, run: (id, by) => service.publish(id, by) },
  ];
  const close = service.close?.bind(service);
  if (close) actions.push({ name: 'close', summary: `Close ${summaries.a} now`, run: close });
  for (const action of actions) {
    app.post(`${base}/:id/${action.name}`, adminRouteOptions(action.summary, showSchema), async (req) =>
      doc(await action.run(idOf(req), callerId(req))),
    );
  }
}

/**
 * The options of an admin route of participation records: admins only, tagged `admin`, and open
 * while the module is off (no module gate); also for a type's own further admin routes.
 */
export function adminRouteOptions<Schema extends object>(summary: string, schema: Schema) {
  return { config: { access: 'console:participation' as const }, schema: { tags: ['admin'], summary, ...schema } };
}
