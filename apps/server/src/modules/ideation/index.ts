import { defineModule } from '../../platform/module.ts';
import { ideationAdminRoutes } from './admin-routes.ts';
import { IDEATION_SCHEMAS } from './presenter.ts';
import { ideationRoutes } from './routes.ts';
import { IdeationService } from './service.ts';

export { seedDemoIdeation } from './seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ideation missions and ideas: visibility, adding and editing ideas, admin management. */
    ideation: IdeationService;
  }
}

/** Ideation missions and the ideas of fans (docs/PARTICIPATION.md). */
export const ideationModule = defineModule({
  name: 'ideation',
  setup: (app) => {
    app.decorate(
      'ideation',
      new IdeationService(app.database.db, {
        media: app.contentMedia,
        comments: app.comments,
        store: app.media,
        publicUrl: app.config.mediaBaseUrl,
        notifier: app.notifications,
      }),
    );
  },
  schemas: IDEATION_SCHEMAS,
  routes: [ideationRoutes, ideationAdminRoutes],
});
