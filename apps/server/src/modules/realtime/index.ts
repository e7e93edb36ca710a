import { defineModule } from '../../platform/module.ts';
import { RealtimeHub } from './hub.ts';

export type { RealtimeHub } from './hub.ts';
export { installRealtime, type RealtimeOptions } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events to the users' connected clients on every instance (WebSocket, Redis fan-out). */
    realtime: RealtimeHub;
  }
}

/** Events to the users' connected clients on every instance (WebSocket, Redis fan-out). */
export const realtimeModule = defineModule({
  name: 'realtime',
  setup: async (app) => {
    app.decorate('realtime', await RealtimeHub.create(app.bus));
  },
});
