import { defineModule } from '../../platform/module.ts';
import { ConsentSchema } from './presenter.ts';
import { consentRoutes } from './routes.ts';
import { ConsentService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    consents: ConsentService;
  }
}

/** Cookie consent settings. */
export const consentModule = defineModule({
  name: 'consent',
  setup: (app) => {
    app.decorate('consents', new ConsentService(app.database.db));
  },
  schemas: [ConsentSchema],
  routes: [consentRoutes],
});
