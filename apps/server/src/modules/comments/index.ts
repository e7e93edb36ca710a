import { defineModule } from '../../platform/module.ts';
import { CommentSchema, UserSummarySchema } from './presenter.ts';
import { commentRoutes } from './routes.ts';
import { CommentsService } from './service.ts';

export { contributionTitle, insertWithImages, requireInitialBoost, storeContributionImages } from './contributions.ts';
export { MAX_COMMENT_IMAGES } from './images.ts';
export { idArray, type CommentImage, type CommentRow, type CommentUser } from './repository.ts';
export { mountComments } from './routes.ts';
export type { CommentsService, RemovedAttachments } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Comments over every commentable type; top comments for other domains. */
    comments: CommentsService;
  }
}

/** Comments over every commentable resource type; top comments for the other domains. */
export const commentsModule = defineModule({
  name: 'comments',
  setup: (app) => {
    app.decorate(
      'comments',
      new CommentsService(app.database.db, app.resources, app.media, app.config.mediaBaseUrl, app.notifications),
    );
  },
  schemas: [UserSummarySchema, CommentSchema],
  routes: [commentRoutes],
});
