import { defineModule } from '../../platform/module.ts';
import { webRoutes } from './routes.ts';

/** The web app: its files, its server-rendered navigations and the not-found handler. */
export const webModule = defineModule({
  name: 'web',
  mount: async (app) => {
    app.setNotFoundHandler(await webRoutes(app));
  },
});
