import type { CommentSort } from '@tribune/domain';
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { IdParam, SlugParam } from '../../platform/params.ts';
import { registerMultipart } from '../../platform/fan-form.ts';
import { routeOptions } from '../../platform/route-options.ts';
import { mountParams, type ResourceMount } from '../likes/index.ts';
import { CommentListQuery, CommentParams, CommentWriteBody, readCommentForm } from './input.ts';
import { MAX_COMMENT_IMAGES } from './images.ts';
import { registerCommentResource } from './resource.ts';

const tags = ['comments'];

const Included = Type.Array(Type.Union([Type.Ref('Comment'), Type.Ref('UserSummary')]));
const CommentDoc = Type.Object({ data: Type.Ref('Comment'), included: Included });
const CommentListDoc = Type.Object({
  data: Type.Array(Type.Ref('Comment')),
  included: Included,
  meta: Type.Object({}),
});

/**
 * Mounts GET (list, sort_by top|hot|recent) and POST (JSON or multipart with img_files[]) of
 * `${path}/comments` for one resource type. Later domains add theirs with one call.
 */
export function mountComments(app: App, m: ResourceMount): void {
  const { params, keyOf } = mountParams(m);
  const route = routeOptions(tags, m.module);
  app.get(
    `${m.path}/comments`,
    route.read(`Comments of a ${m.label}`, {
      params,
      querystring: CommentListQuery,
      response: { 200: CommentListDoc, ...errorResponses(400, 401, 404) },
    }),
    async (req, reply) => {
      const page = pageOf(req.query);
      const sort = (req.query.sort_by ?? 'top') as CommentSort;
      const { doc, total } = await app.comments.list(m.type, keyOf(req.params), req.caller, sort, page);
      setListHeaders(reply, page, total);
      return { ...doc, meta: {} };
    },
  );
  app.post(
    `${m.path}/comments`,
    route.write(
      `Comment on a ${m.label} (JSON, or multipart with comment[body] and up to ${MAX_COMMENT_IMAGES} img_files[])`,
      {
        params,
        body: CommentWriteBody,
        response: { 201: CommentDoc, ...errorResponses(400, 401, 404, 422), 413: Type.Ref('ErrorBody') },
      },
    ),
    async (req, reply) => {
      const caller = callerOf(req);
      const form = await readCommentForm(req, app.config.uploadMaxBytes);
      const doc = await app.comments.create(m.type, keyOf(req.params), caller, form);
      return reply.code(201).send(doc);
    },
  );
}

/** Comments: the generic lists and creation per resource type, and show/edit of one comment. */
export async function commentRoutes(app: App): Promise<void> {
  // Multipart (comment images) only in this plugin's scope, as in the users module.
  await registerMultipart(app, MAX_COMMENT_IMAGES);
  registerCommentResource(app);

  mountComments(app, {
    path: '/v2/contents/:slug',
    param: 'slug',
    paramSchema: SlugParam,
    type: 'content',
    label: 'content',
    module: 'contents',
  });
  mountComments(app, {
    path: '/v2/static_pages/:slug',
    param: 'slug',
    paramSchema: SlugParam,
    type: 'static_page',
    label: 'static page',
  });
  mountComments(app, {
    path: '/v2/comments/:id',
    param: 'id',
    paramSchema: IdParam,
    type: 'comment',
    label: 'comment',
  });

  const route = routeOptions(tags);
  app.get(
    '/v2/comments/:id',
    route.read('Show a comment', {
      params: CommentParams,
      response: { 200: CommentDoc, ...errorResponses(400, 401, 404) },
    }),
    async (req) => app.comments.show(Number(req.params.id), req.caller),
  );

  app.put(
    '/v2/comments/:id',
    route.write('Edit a comment (author only; JSON or multipart like creating)', {
      params: CommentParams,
      body: CommentWriteBody,
      response: { 200: CommentDoc, ...errorResponses(400, 401, 403, 404, 422), 413: Type.Ref('ErrorBody') },
    }),
    async (req) => {
      const caller = callerOf(req);
      const form = await readCommentForm(req, app.config.uploadMaxBytes);
      return app.comments.update(Number(req.params.id), caller, form);
    },
  );
}
