import { defineModule } from '../../platform/module.ts';
import { POST_SCHEMAS } from './presenter.ts';
export { PostIncluded } from './presenter.ts';
export { mountPostRoutes, registerPostResource } from './post-routes.ts';
import { groupPostRoutes } from './routes.ts';
import { GroupPostsService } from './service.ts';

export { seedDemoPosts } from './seed.ts';

export { PostDocuments, type PostNftsPort } from './documents.ts';
export { checkedPostNfts } from './post-nfts.ts';
export {
  MAX_POST_IMAGES,
  PostParams,
  postMultipartLimits,
  postWriteBody,
  readPostForm,
  type PostForm,
} from './input.ts';
export { cleanPostBody, mentionIdsOf, postSlugBase } from './post-text.ts';
export {
  existingUsers,
  pagePosts,
  postVisibleTo,
  postsByIds,
  postsFrom,
  replacePostNfts,
  type PostRow,
} from './repository.ts';
export { removePost } from './removal.ts';
export type { GroupPostsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Group posts: read and written by the group's rule table; registered as `group_post`. */
    groupPosts: GroupPostsService;
  }
}

/**
 * Posts in fan groups, read and written by the group's rule table; the spaces module's ports read
 * its top posts and the removal of a deleted group's posts from `app.groupPosts` (docs/COMMUNITY.md).
 */
export const groupPostsModule = defineModule({
  name: 'group-posts',
  setup: (app) => {
    const posts = new GroupPostsService(app.database.db, {
      comments: app.comments,
      store: app.media,
      publicUrl: app.config.mediaBaseUrl,
      notifier: app.notifications,
      spaces: app.spaces,
      nfts: app.postNfts,
    });
    app.decorate('groupPosts', posts);
  },
  schemas: POST_SCHEMAS,
  routes: [groupPostRoutes],
});
