/**
 * The fans' routes of a parent with contributions (an ideation mission with its ideas, an AMA
 * session with its questions; docs/PARTICIPATION.md "The participation kit"): the list and show of
 * the parents, a page of a parent's contributions, one contribution, adding and editing one (JSON
 * or multipart), and the resource type of the contributions. The module hands in its service,
 * queries and texts, mounts its own further routes and then the likes and comments of the mount
 * the kit answers.
 */
import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { GatedModule } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import type { Lang } from '../../http/locale.ts';
import { lang } from '../../http/locale.ts';
import { pageOf, setListHeaders, type Page } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { Caller } from '../caller.ts';
import { IdParam, SlugParam } from '../params.ts';
import { parseInitialBoost } from './contributions.ts';
import {
  contributionBody,
  readContributionForm,
  type ContributionForm,
  type ContributionFormSpec,
} from './contribution-form.ts';
import { ContributionIncluded, ParentIncluded } from './presenter.ts';
import {
  mountWholeList,
  participationRouteOptions,
  registerMultipart,
  registerParticipationResource,
  type FindForCaller,
} from './routes.ts';

/** A contribution's answer: its resource (whose `boosts` the initial boost updates) and `included`. */
export interface ContributionDoc {
  data: { id: string; attributes: { boosts: string; boosted_by_current_user: boolean } };
  included: unknown[];
}

/** The service methods the routes call; `Query` is how the type reads a list (sort, filters). */
export interface ContributionRoutesPort<Query> {
  listParents(caller: Caller | undefined, lang: Lang): Promise<{ data: unknown[] }>;
  showParent(
    slug: string,
    caller: Caller | undefined,
    lang: Lang,
    query: Query,
    previewToken?: string,
  ): Promise<{ data: unknown; included: unknown[]; meta: unknown }>;
  listContributions(
    slug: string,
    caller: Caller | undefined,
    query: Query,
    page: Page,
  ): Promise<{ data: unknown[]; included: unknown[]; meta: unknown; total: number }>;
  showContribution(slug: string, id: number, caller: Caller | undefined): Promise<ContributionDoc>;
  createContribution(slug: string, caller: Caller, form: ContributionForm): Promise<ContributionDoc>;
  updateContribution(slug: string, id: number, caller: Caller, form: ContributionForm): Promise<ContributionDoc>;
  findForCaller: FindForCaller;
}

/** The OpenAPI summaries of the routes. */
export interface ContributionRoutesSummaries {
  listParents: string;
  showParent: string;
  listContributions: string;
  showContribution: string;
  /** Adding one (the kit adds how: JSON or multipart with the form's fields). */
  create: string;
  update: string;
}

/**
 * What a type hands the kit. Its keys name the rest: the parents under `/v2/<parent>s/:slug`, the
 * contributions under `.../<form key>s/:<idParam>`, their component schemas the keys in Pascal case
 * (`ama_session` → `AmaSession`), the contribution's resource type and form key the same.
 */
export interface ContributionRoutesSpec<Query> {
  /** The parent's resource type, e.g. `ama_session`. */
  parent: string;
  /** The contribution's form (its key is its resource type, e.g. `ama_question`) and limits. */
  form: ContributionFormSpec;
  /** The path parameter of a contribution's id. */
  idParam: string;
  /** The contribution's name in the likes' and comments' summaries. */
  label: string;
  /** The `adding` of the boost's description (`asking`, `adding`). */
  adding: string;
  tags: string[];
  module: GatedModule;
  service: ContributionRoutesPort<Query>;
  /** The query of a parent's show (preview_token included) and of a page of contributions. */
  showQuery: TSchema;
  listQuery: TSchema;
  /** The meta of a parent's show and of a page, and the query as the service reads it. */
  meta: TSchema;
  queryOf: (query: Record<string, unknown>) => Query;
  summaries: ContributionRoutesSummaries;
  /** The caller of a signed-in route (the auth module's). */
  callerOf: (req: FastifyRequest) => Caller;
  /** Pays the initial boost of a new contribution (the chain module's), answering the updated doc. */
  payInitialBoost: (
    req: FastifyRequest,
    caller: Caller,
    doc: ContributionDoc,
    amount: bigint | undefined,
  ) => Promise<ContributionDoc>;
}

/** The likes' and comments' mount of the contributions (`mountLikes`, `mountComments`). */
export interface ContributionMount {
  path: string;
  param: string;
  paramSchema: TSchema;
  parentParams: Record<string, TSchema>;
  key: (params: Record<string, string>) => string;
  type: string;
  label: string;
  module: GatedModule;
}

/** `ama_session` → `AmaSession`. */
export const pascalCase = (key: string) => key.replace(/(?:^|_)([a-z])/g, (_m, c: string) => c.toUpperCase());

/** The path parameters of a parent, and of one of its contributions. */
export function contributionParams<Id extends string>(idParam: Id) {
  const id = { [idParam]: IdParam } as Record<Id, typeof IdParam>;
  return { parent: Type.Object({ slug: SlugParam }), one: Type.Object({ slug: SlugParam, ...id }) };
}

/**
 * Mounts, in this order, GET /v2/<parent>s, GET /v2/<parent>s/:slug, GET and POST
 * .../:slug/<type>s, GET and PUT .../:slug/<type>s/:<idParam>, with multipart in the plugin's
 * scope and the contributions' resource type; answers the mount of their likes and comments.
 */
export async function mountContributionRoutes<Query>(
  app: App,
  spec: ContributionRoutesSpec<Query>,
): Promise<ContributionMount> {
  const { service, summaries, form, idParam, module } = spec;
  const type = form.key;
  await registerMultipart(app, form.maxImages);
  registerParticipationResource(app, type, (ref, caller) => service.findForCaller(ref, caller), {
    table: `${type}s`,
    commentable: true,
    likeable: true,
    boostable: true,
    reportable: true,
    module,
  });
  const route = participationRouteOptions(spec.tags, module);
  const parents = `/v2/${spec.parent}s`;
  const many = `${parents}/:slug/${type}s`;
  const one = `${many}/:${idParam}`;
  const params = contributionParams(idParam);
  const parentRef = pascalCase(spec.parent);
  const ref = pascalCase(type);
  const Included = ParentIncluded(ref);
  const Doc = Type.Object({ data: Type.Ref(ref), included: ContributionIncluded });
  const WriteBody = { content: { 'application/json': { schema: contributionBody(form, spec.adding) } } };
  const idOf = (req: { params: unknown }) => Number((req.params as Record<string, string>)[idParam]);
  const slugOf = (req: { params: unknown }) => (req.params as { slug: string }).slug;
  const queryOf = (req: { query: unknown }) => spec.queryOf(req.query as Record<string, unknown>);
  const fields = `${type}[title], ${type}[body], ${type}[initial_boost]`;
  const readForm = (req: FastifyRequest) => readContributionForm(req, app.config.uploadMaxBytes, form);

  const listMeta = Type.Object({ open_count: Type.Integer(), ended_count: Type.Integer() });
  const list = Type.Object({ data: Type.Array(Type.Ref(parentRef)), included: Included, meta: listMeta });
  mountWholeList(
    app,
    parents,
    route.read(summaries.listParents, { response: { 200: list, ...errorResponses(400, 401) } }),
    (caller, l) => service.listParents(caller, l),
  );

  const show = Type.Object({ data: Type.Ref(parentRef), included: Included, meta: spec.meta });
  app.get(
    `${parents}/:slug`,
    route.read(summaries.showParent, {
      params: params.parent,
      querystring: spec.showQuery,
      response: { 200: show, ...errorResponses(400, 401, 404) },
    }),
    async (req) => {
      const token = (req.query as { preview_token?: string }).preview_token;
      return service.showParent(slugOf(req), req.caller, lang(req), queryOf(req), token);
    },
  );

  const page = Type.Object({ data: Type.Array(Type.Ref(ref)), included: ContributionIncluded, meta: spec.meta });
  app.get(
    many,
    route.read(summaries.listContributions, {
      params: params.parent,
      querystring: spec.listQuery,
      response: { 200: page, ...errorResponses(400, 401, 404) },
    }),
    async (req, reply) => {
      const p = pageOf(req.query as Record<string, unknown>);
      const out = await service.listContributions(slugOf(req), req.caller, queryOf(req), p);
      setListHeaders(reply, p, out.total);
      return { data: out.data, included: out.included, meta: out.meta };
    },
  );

  app.get(
    one,
    route.read(summaries.showContribution, {
      params: params.one,
      response: { 200: Doc, ...errorResponses(400, 401, 404) },
    }),
    async (req) => service.showContribution(slugOf(req), idOf(req), req.caller),
  );

  app.post(
    many,
    route.write(`${summaries.create} (JSON, or multipart with ${fields} and up to ${form.maxImages} img_files[])`, {
      params: params.parent,
      body: WriteBody,
      response: { 201: Doc, ...errorResponses(400, 401, 404, 422), 413: Type.Ref('ErrorBody') },
    }),
    async (req, reply) => {
      const caller = spec.callerOf(req);
      const f = await readForm(req);
      const doc = await service.createContribution(slugOf(req), caller, f);
      return reply.code(201).send(await spec.payInitialBoost(req, caller, doc, parseInitialBoost(f.initialBoost)));
    },
  );

  app.put(
    one,
    route.write(summaries.update, {
      params: params.one,
      body: WriteBody,
      response: { 200: Doc, ...errorResponses(400, 401, 403, 404, 422), 413: Type.Ref('ErrorBody') },
    }),
    async (req) => service.updateContribution(slugOf(req), idOf(req), spec.callerOf(req), await readForm(req)),
  );

  // Likes and comments: the key names the parent too, so a contribution answers under its own parent only.
  return {
    path: one,
    param: idParam,
    paramSchema: IdParam,
    parentParams: { slug: SlugParam },
    key: (p) => `${p.slug ?? ''}/${p[idParam] ?? ''}`,
    type,
    label: spec.label,
    module,
  };
}
