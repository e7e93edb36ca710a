import { defineModule } from '../../platform/module.ts';
import { amaAdminRoutes } from './admin-routes.ts';
import { AMA_SCHEMAS } from './presenter.ts';
import { amaRoutes } from './routes.ts';
import { AmasService } from './service.ts';

export { seedDemoAmas } from './seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** AMA sessions and questions: visibility, asking, the host's answers, admin management. */
    amas: AmasService;
  }
}

/** AMA sessions: the questions of fans and the answers of the host (docs/PARTICIPATION.md). */
export const amasModule = defineModule({
  name: 'amas',
  setup: (app) => {
    app.decorate(
      'amas',
      new AmasService(app.database.db, {
        media: app.contentMedia,
        comments: app.comments,
        store: app.media,
        publicUrl: app.config.mediaBaseUrl,
        notifier: app.notifications,
      }),
    );
  },
  schemas: AMA_SCHEMAS,
  routes: [amaRoutes, amaAdminRoutes],
});
