import { defineModule } from '../../platform/module.ts';
import { DashboardSchema } from './presenter.ts';
import { dashboardRoutes } from './routes.ts';
import { DashboardService } from './service.ts';

export { dashboardStatement, type Period } from './repository.ts';
export { DashboardService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dashboard's figures, cached per period (docs/CONSOLE.md "Dashboard"). */
    dashboard: DashboardService;
  }
}

/**
 * The console's dashboard (docs/CONSOLE.md "Dashboard"): counts and token sums per day or week,
 * computed by the database from the rows that exist, for every team role.
 */
export const dashboardModule = defineModule({
  name: 'dashboard',
  setup: (app) => {
    app.decorate('dashboard', new DashboardService(app.database.db));
  },
  schemas: [DashboardSchema],
  routes: [dashboardRoutes],
});
