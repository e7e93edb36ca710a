import { defineModule } from '../../platform/module.ts';
import { NOTIFICATION_SCHEMAS } from './presenter.ts';
import { notificationRoutes } from './routes.ts';
import { NotificationService } from './service.ts';

export { chatGroupKey, notifyChatMessage, notifyCommentCreated, notifyCommentLiked } from './producers.ts';
export type { NotificationService, Notified, Notifier, RemovedNotification } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-app inbox: `notify` for the domains, created hooks for web push, live events. */
    notifications: NotificationService;
  }
}

/** The in-app inbox: `notify` for the domains (set up before those that notify), created hooks, live events. */
export const notificationsModule = defineModule({
  name: 'notifications',
  setup: (app) => {
    app.decorate(
      'notifications',
      new NotificationService(app.database.db, app.realtime, () => app.instance.snapshot(), app.log),
    );
  },
  schemas: NOTIFICATION_SCHEMAS,
  routes: [notificationRoutes],
});
