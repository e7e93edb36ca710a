import { defineModule } from '../../platform/module.ts';
import { FEED_SCHEMAS } from './presenter.ts';
import { feedRoutes } from './routes.ts';
import { FeedService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Feed posts (module postToFeed) and the feed across posts, group posts, contents and participation. */
    feed: FeedService;
  }
}

/** The feed across posts, group posts, contents and participation; feed posts (module postToFeed). */
export const feedModule = defineModule({
  name: 'feed',
  setup: (app) => {
    app.decorate(
      'feed',
      new FeedService(app.database.db, {
        comments: app.comments,
        store: app.media,
        publicUrl: app.config.mediaBaseUrl,
        notifier: app.notifications,
        groupPosts: app.groupPosts,
        contents: app.contents,
        settings: () => app.instance.snapshot(),
        nfts: app.postNfts,
      }),
    );
  },
  schemas: FEED_SCHEMAS,
  routes: [feedRoutes],
});
