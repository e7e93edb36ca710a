import { defineModule } from '../../platform/module.ts';
import { pushRoutes } from './routes.ts';
import { PushService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push: the VAPID key, the browsers' subscriptions and the durable delivery job. */
    push: PushService;
  }
}

/**
 * Web push: VAPID keys, subscriptions from PUT /auth's notification_token, the push.deliver job
 * enqueued in the transaction that creates a notification.
 */
export const pushModule = defineModule({
  name: 'push',
  setup: async (app) => {
    const push = await PushService.create({
      db: app.database.db,
      jobs: app.jobs,
      instance: app.instance,
      log: app.log,
      config: app.config,
    });
    app.decorate('push', push);
    app.notifications.addCreatedHook((tx, created) => push.onCreated(tx, created));
    app.addHook('onClose', async () => push.close());
  },
  routes: [pushRoutes],
});
