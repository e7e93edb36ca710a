import { Type } from 'typebox';
import { CONTENT_TYPES } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { lang } from '../../http/locale.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses, listDoc, oneDoc } from '../../http/schemas.ts';
import { ContentListQuery, ContentParams } from './input.ts';
import { ContentIncluded } from './presenter.ts';

const tags = ['contents'];

/** The list meta of GET /v2/contents. */
const ContentListMeta = Type.Object({
  search_locale: Type.Enum(['en', 'de', 'it']),
  available_content_types: Type.Array(Type.Enum(CONTENT_TYPES)),
  available_categories: Type.Array(Type.Ref('Category')),
});

/** GET /v2/categories, GET /v2/contents and GET /v2/contents/{slug}; registers the `content` resource. */
export async function contentRoutes(app: App): Promise<void> {
  app.resources.register('content', {
    find: (key, caller) => app.contents.findForCaller({ key }, caller),
    findById: (id, caller) => app.contents.findForCaller({ id }, caller),
    table: 'contents',
    commentable: true,
    likeable: true,
    boostable: true,
    reportable: true,
    module: 'contents',
  });

  app.get(
    '/v2/categories',
    {
      config: { access: 'public', module: 'contents' },
      schema: {
        tags,
        summary: 'List the content categories',
        response: {
          200: listDoc('Category'),
        },
      },
    },
    async (req) => ({ data: await app.contents.categories(lang(req)), included: [], meta: {} }),
  );

  app.get(
    '/v2/contents',
    {
      config: { access: 'public', module: 'contents' },
      schema: {
        tags,
        summary: 'List published contents (newest first, or ranked by a full-text search)',
        querystring: ContentListQuery,
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('Content')),
            included: ContentIncluded,
            meta: ContentListMeta,
          }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await app.contents.list(
        { byCategory: req.query.by_category, byContentType: req.query.by_content_type, search: req.query.search },
        page,
        req.caller,
        lang(req),
      );
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: out.meta };
    },
  );

  app.get(
    '/v2/contents/:slug',
    {
      config: { access: 'public', module: 'contents' },
      schema: {
        tags,
        summary: 'Show a published content by its canonical or a translated slug',
        params: ContentParams,
        response: {
          200: oneDoc('Content', ContentIncluded),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req) => {
      const out = await app.contents.show(req.params.slug, req.caller, lang(req));
      return { data: out.data, included: out.included, meta: {} };
    },
  );
}
