import type { App } from '../../app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import { GroupPostListQuery, MAX_POST_IMAGES } from './input.ts';
import { mountPostRoutes, registerPostResource } from './post-routes.ts';

/**
 * Posts in fan groups (module `spaces`, docs/COMMUNITY.md "Group posts"): a group's list, a post
 * by slug, creating (JSON or multipart `group_post[...]` with img_files[] and nft_ids[]), editing,
 * deleting, likes and comments; registers the `group_post` resource (reports, boosts).
 */
export async function groupPostRoutes(app: App): Promise<void> {
  const posts = app.groupPosts;
  const spec = await registerPostResource(app, 'group_post', posts);

  mountPostRoutes(app, {
    ...spec,
    list: {
      summary:
        "A page of a group's posts, newest first (403 when the group's posts are for members only and you are not one)",
      querystring: GroupPostListQuery,
      errors: errorResponses(400, 401, 403, 404),
      page: (query, caller, page, lang) => posts.list(query.fan_group_id, caller, page, lang),
    },
    summaries: {
      create: `Post in a fan group (JSON, or multipart with group_post[fan_group_id], group_post[body], group_post[initial_boost], up to ${MAX_POST_IMAGES} img_files[] and nft_ids[]); a muted member cannot post`,
      update: 'Edit your own group post (JSON or multipart like creating; img_files[] replace the images)',
      remove:
        "Delete a group post (its author; the group's moderators and above, instance admins, who outrank its author)",
    },
  });
}
