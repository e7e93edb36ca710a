import { defineModule } from '../../platform/module.ts';
import { organizationAdminRoutes } from './admin-routes.ts';
import { ORGANIZATION_SCHEMAS } from './presenter.ts';
import { organizationRoutes } from './routes.ts';
import { OrganizationsService } from './service.ts';

export { seedDemoOrganizations } from './seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Organizations: visibility, creating and editing, their users, the admins' review and the shown organization. */
    organizations: OrganizationsService;
  }
}

/** Organizations, their users and media; sponsors. */
export const organizationsModule = defineModule({
  name: 'organizations',
  setup: (app) => {
    app.decorate(
      'organizations',
      new OrganizationsService(app.database.db, {
        media: app.media,
        publicUrl: app.config.mediaBaseUrl,
        users: app.users,
      }),
    );
  },
  schemas: ORGANIZATION_SCHEMAS,
  routes: [organizationRoutes, organizationAdminRoutes],
});
