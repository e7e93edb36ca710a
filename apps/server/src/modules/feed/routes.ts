import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { lang } from '../../http/locale.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { MAX_POST_IMAGES, mountPostRoutes, PostParams, registerPostResource } from '../group-posts/index.ts';
import { FeedQuery, PostPageQuery } from './input.ts';
import { FeedIncluded, ProfilePostsIncluded } from './presenter.ts';

/**
 * The feed (`GET /v2/feed`, docs/COMMUNITY.md "Feed") and feed posts (module postToFeed: the
 * module and its feature flag): list, show, create, edit, delete, likes and comments; registers
 * the `feed_post` resource (reports, boosts).
 */
export async function feedRoutes(app: App): Promise<void> {
  const feed = app.feed;
  const spec = await registerPostResource(app, 'feed_post', feed);
  const { tags } = spec;

  app.get(
    '/v2/feed',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A page of the feed, newest first: feed posts, the group posts you may read, contents and participation items (each type while its module is on); cursor paging',
        querystring: FeedQuery,
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('FeedItem')),
            included: FeedIncluded,
            meta: Type.Object({
              next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'null on the last page' }),
            }),
          }),
          ...errorResponses(400, 401, 422),
        },
      },
    },
    async (req) =>
      feed.feed(req.caller, { cursor: req.query.cursor, perPage: req.query.per_page ?? 20, lang: lang(req) }),
  );

  app.get(
    '/v2/profiles/:slug/posts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A page of a user's posts on their profile, newest first (id, type, created_at; meta.total): their feed posts and the group posts you may read, the posts in included",
        params: PostParams,
        querystring: PostPageQuery,
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                id: Type.String(),
                type: Type.String({ enum: ['feed_post', 'group_post'] }),
                attributes: Type.Object({ created_at: Type.String({ format: 'date-time' }) }),
              }),
            ),
            included: ProfilePostsIncluded,
            meta: Type.Object({ total: Type.Integer() }),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await feed.userPosts(req.params.slug, req.caller, page, lang(req));
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: out.meta };
    },
  );

  mountPostRoutes(app, {
    ...spec,
    list: {
      summary: 'A page of the feed posts, newest first',
      querystring: PostPageQuery,
      errors: errorResponses(400, 401),
      page: (_query, caller, page, lang) => feed.list(caller, page, lang),
    },
    summaries: {
      create: `Post to the feed (JSON, or multipart with feed_post[body], feed_post[initial_boost], up to ${MAX_POST_IMAGES} img_files[] and nft_ids[])`,
      update: 'Edit your own feed post (JSON or multipart like creating; img_files[] replace the images)',
      remove: 'Delete a feed post (its author, instance admins)',
    },
  });
}
