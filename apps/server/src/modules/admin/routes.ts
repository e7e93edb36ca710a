import { Type, type Static, type TSchema } from 'typebox';
import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { NoIncluded, errorResponses, listDoc } from '../../http/schemas.ts';
import { callerOf, type Access, type Caller } from '../auth/index.ts';
import type { ContentRow } from '../contents/index.ts';
import {
  AdminContentsQuery,
  AdminStaticPagesQuery,
  CategoryInput,
  ContentInput,
  Int32IdParams,
  Int64IdParams,
  StaticPageInput,
} from './input.ts';
import { presentAdminCategory, presentAdminContent, presentAdminStaticPage } from './presenter.ts';

const tags = ['admin'];
const one = (ref: string) => Type.Object({ data: Type.Ref(ref), included: NoIncluded, meta: Type.Object({}) });
const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);

/** The admin API: contents (incl. unpublished), categories and static pages; admins only. */
export async function adminRoutes(app: App): Promise<void> {
  const admin = app.admin;

  app.get(
    '/v2/admin/contents',
    {
      config: { access: 'console:content' },
      schema: {
        tags,
        summary: 'List all contents, unpublished included',
        querystring: AdminContentsQuery,
        response: {
          200: listDoc('AdminContent', NoIncluded),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const { rows, total } = await admin.list(page, {
        search: req.query.search,
        contentType: req.query.content_type as ContentRow['contentType'] | undefined,
      });
      setListHeaders(reply, page, total);
      return { data: rows.map(presentAdminContent), included: [], meta: {} };
    },
  );

  app.post(
    '/v2/admin/contents',
    {
      config: { access: 'console:content' },
      schema: {
        tags,
        summary: 'Create a content (unpublished)',
        body: ContentInput,
        response: { 201: one('AdminContent'), ...writeErrors },
      },
    },
    async (req, reply) => {
      const user = callerOf(req).user;
      const row = await admin.createContent(req.body.content, user.id);
      return reply.code(201).send({ data: presentAdminContent(row), included: [], meta: {} });
    },
  );

  app.get(
    '/v2/admin/contents/:id',
    {
      config: { access: 'console:content' },
      schema: {
        tags,
        summary: 'Show a content for editing',
        params: Int64IdParams,
        response: { 200: one('AdminContent'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      return { data: presentAdminContent(await admin.show(Number(req.params.id))), included: [], meta: {} };
    },
  );

  app.put(
    '/v2/admin/contents/:id',
    {
      config: { access: 'console:content' },
      schema: {
        tags,
        summary: 'Replace a content',
        params: Int64IdParams,
        body: ContentInput,
        response: { 200: one('AdminContent'), ...writeErrors },
      },
    },
    async (req) => {
      const row = await admin.updateContent(Number(req.params.id), req.body.content);
      return { data: presentAdminContent(row), included: [], meta: {} };
    },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/v2/admin/contents/:id/${action}`,
      {
        config: { access: 'console:content' },
        schema: {
          tags,
          summary: action === 'publish' ? 'Publish a content' : 'Unpublish a content',
          params: Int64IdParams,
          response: { 200: one('AdminContent'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => {
        const row = await admin.setPublished(Number(req.params.id), action === 'publish');
        return { data: presentAdminContent(row), included: [], meta: {} };
      },
    );
  }

  mountCreateAndReplace(app, {
    path: '/v2/admin/categories',
    label: 'category',
    access: 'console:content',
    schema: 'AdminCategory',
    body: CategoryInput,
    create: (input) => admin.createCategory(input.category),
    replace: (id, input) => admin.updateCategory(id, input.category),
    present: presentAdminCategory,
  });
  mountCreateAndReplace(app, {
    path: '/v2/admin/static_pages',
    label: 'static page',
    access: 'console:setup',
    schema: 'AdminStaticPage',
    body: StaticPageInput,
    create: (input, caller) => admin.createStaticPage(input.static_page, caller.user.id),
    replace: (id, input, caller) => admin.updateStaticPage(id, input.static_page, caller.user.id),
    present: presentAdminStaticPage,
  });
  staticPageConsoleRoutes(app);
}

/**
 * The console's pages screen (docs/CONSOLE.md "Pages"): the list, one page with every language for
 * its form, and deleting a page (not one the app links to); area `setup`.
 */
function staticPageConsoleRoutes(app: App): void {
  const admin = app.admin;
  app.get(
    '/v2/admin/static_pages',
    {
      config: { access: 'console:setup' },
      schema: {
        tags,
        summary: 'List the static pages, unpublished included, by slug',
        querystring: AdminStaticPagesQuery,
        response: { 200: listDoc('AdminStaticPage', NoIncluded), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const { rows, total } = await admin.listStaticPages(page, req.query.search);
      setListHeaders(reply, page, total);
      return { data: rows.map(presentAdminStaticPage), included: [], meta: {} };
    },
  );

  app.get(
    '/v2/admin/static_pages/:id',
    {
      config: { access: 'console:setup' },
      schema: {
        tags,
        summary: 'Show a static page with every language, for editing',
        params: Int32IdParams,
        response: { 200: one('AdminStaticPage'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      data: presentAdminStaticPage(await admin.showStaticPage(Number(req.params.id))),
      included: [],
      meta: {},
    }),
  );

  app.delete(
    '/v2/admin/static_pages/:id',
    {
      config: { access: 'console:setup' },
      schema: {
        tags,
        summary:
          'Delete a static page with its comments; 409 for a page the app links to (imprint, privacy, terms …); audited',
        params: Int32IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await admin.deleteStaticPage(Number(req.params.id), callerOf(req).user.id);
      return reply.code(204).send(null);
    },
  );
}

/** An admin resource with an int32 id that is created and replaced whole (categories, static pages). */
interface CreatedAndReplaced<B extends TSchema, R> {
  /** The collection's path. */
  path: string;
  /** Its name in summaries. */
  label: string;
  /** The console area it belongs to (docs/CONSOLE.md "Roles"). */
  access: Access;
  /** The admin schema in the contract. */
  schema: string;
  body: B;
  create(input: Static<B>, caller: Caller): Promise<R>;
  replace(id: number, input: Static<B>, caller: Caller): Promise<R>;
  present(row: R): unknown;
}

/** `POST <path>` (create, 201) and `PUT <path>/{id}` (replace) of an admin resource. */
function mountCreateAndReplace<B extends TSchema, R>(app: App, r: CreatedAndReplaced<B, R>): void {
  app.post(
    r.path,
    {
      config: { access: r.access },
      schema: { tags, summary: `Create a ${r.label}`, body: r.body, response: { 201: one(r.schema), ...writeErrors } },
    },
    async (req, reply) => {
      const row = await r.create(req.body as Static<B>, callerOf(req));
      return reply.code(201).send({ data: r.present(row), included: [], meta: {} });
    },
  );

  app.put(
    `${r.path}/:id`,
    {
      config: { access: r.access },
      schema: {
        tags,
        summary: `Replace a ${r.label}`,
        params: Int32IdParams,
        body: r.body,
        response: { 200: one(r.schema), ...writeErrors },
      },
    },
    async (req) => {
      const row = await r.replace(Number(req.params.id), req.body as Static<B>, callerOf(req));
      return { data: r.present(row), included: [], meta: {} };
    },
  );
}
