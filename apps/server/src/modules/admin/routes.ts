import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses, listDoc } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import {
  AdminContentsQuery,
  CategoryInput,
  ContentInput,
  Int32IdParams,
  Int64IdParams,
  StaticPageInput,
} from './input.ts';
import { NoIncluded, presentAdminCategory, presentAdminContent, presentAdminStaticPage } from './presenter.ts';

const tags = ['admin'];
const one = (ref: string) => Type.Object({ data: Type.Ref(ref), included: NoIncluded, meta: Type.Object({}) });
const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);

/** The admin API: contents (incl. unpublished), categories and static pages; admins only. */
export async function adminRoutes(app: App): Promise<void> {
  const admin = app.admin;

  app.get(
    '/v2/admin/contents',
    {
      config: { access: 'admin' },
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
      const { rows, total } = await admin.list(page);
      setListHeaders(reply, page, total);
      return { data: rows.map(presentAdminContent), included: [], meta: {} };
    },
  );

  app.post(
    '/v2/admin/contents',
    {
      config: { access: 'admin' },
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
      config: { access: 'admin' },
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
      config: { access: 'admin' },
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
        config: { access: 'admin' },
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

  app.post(
    '/v2/admin/categories',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a category',
        body: CategoryInput,
        response: { 201: one('AdminCategory'), ...writeErrors },
      },
    },
    async (req, reply) => {
      const row = await admin.createCategory(req.body.category);
      return reply.code(201).send({ data: presentAdminCategory(row), included: [], meta: {} });
    },
  );

  app.put(
    '/v2/admin/categories/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Replace a category',
        params: Int32IdParams,
        body: CategoryInput,
        response: { 200: one('AdminCategory'), ...writeErrors },
      },
    },
    async (req) => {
      const row = await admin.updateCategory(Number(req.params.id), req.body.category);
      return { data: presentAdminCategory(row), included: [], meta: {} };
    },
  );

  app.post(
    '/v2/admin/static_pages',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a static page',
        body: StaticPageInput,
        response: { 201: one('AdminStaticPage'), ...writeErrors },
      },
    },
    async (req, reply) => {
      const row = await admin.createStaticPage(req.body.static_page);
      return reply.code(201).send({ data: presentAdminStaticPage(row), included: [], meta: {} });
    },
  );

  app.put(
    '/v2/admin/static_pages/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Replace a static page',
        params: Int32IdParams,
        body: StaticPageInput,
        response: { 200: one('AdminStaticPage'), ...writeErrors },
      },
    },
    async (req) => {
      const row = await admin.updateStaticPage(Number(req.params.id), req.body.static_page);
      return { data: presentAdminStaticPage(row), included: [], meta: {} };
    },
  );
}
