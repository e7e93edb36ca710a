import { defineModule } from '../../platform/module.ts';
import { chatKeyRoutes } from './keys-routes.ts';
import { CHAT_SCHEMAS } from './presenter.ts';
import { chatRoutes } from './routes.ts';
import { ChatService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One-to-one chat: conversations, messages, conversation keys and the users' chat keys. */
    chat: ChatService;
  }
}

/** One-to-one chat: conversations, messages, conversation keys and the users' chat keys (docs/CHAT.md). */
export const chatModule = defineModule({
  name: 'chat',
  setup: (app) => {
    app.decorate(
      'chat',
      new ChatService(app.database.db, app.realtime, {
        publicUrl: app.config.mediaBaseUrl,
        settings: () => app.instance.snapshot(),
        log: app.log,
        notifications: app.notifications,
      }),
    );
  },
  schemas: CHAT_SCHEMAS,
  routes: [chatRoutes, chatKeyRoutes],
});
