import { defineModule } from '../../platform/module.ts';
import { eventAdminRoutes } from './admin-routes.ts';
import { EVENT_SCHEMAS } from './presenter.ts';
import { eventRoutes } from './routes.ts';
import { EventsService } from './service.ts';

export { seedDemoEvents } from './seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events: visibility, registration with capacity and waiting list, admin management. */
    events: EventsService;
  }
}

/** Events with registration, capacity and a waiting list (docs/PARTICIPATION.md). */
export const eventsModule = defineModule({
  name: 'events',
  setup: (app) => {
    app.decorate(
      'events',
      new EventsService(app.database.db, {
        media: app.contentMedia,
        comments: app.comments,
        notifier: app.notifications,
        defaultLocale: () => app.instance.snapshot().config.options.default_language,
      }),
    );
  },
  schemas: EVENT_SCHEMAS,
  routes: [eventRoutes, eventAdminRoutes],
});
