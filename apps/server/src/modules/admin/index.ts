import { defineModule } from '../../platform/module.ts';
import {
  AdminCategorySchema,
  AdminContentSchema,
  AdminMemberSchema,
  AdminStaticPageSchema,
  AdminUserSchema,
} from './presenter.ts';
import { adminRoutes } from './routes.ts';
import { adminUsersAdminRoutes } from './users-admin-routes.ts';
import { adminUserRoutes } from './users-routes.ts';
import { AdminService } from './service.ts';

export type { ContentInput } from './input.ts';
export { categoryIdsBySlug, categorySlugTaken, hasContents, takenContentSlugs } from './repository.ts';
export type { AdminService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Managing contents, categories and static pages. */
    admin: AdminService;
  }
}

/** The admin API of what has no module of its own: contents, categories, static pages, users and bans. */
export const adminModule = defineModule({
  name: 'admin',
  setup: (app, { identity }) => {
    app.decorate(
      'admin',
      new AdminService(app.database.db, app.users, identity?.accounts, {
        comments: app.comments,
        store: app.media,
        notifier: app.notifications,
      }),
    );
  },
  schemas: [AdminContentSchema, AdminCategorySchema, AdminStaticPageSchema, AdminUserSchema, AdminMemberSchema],
  routes: [adminRoutes, adminUserRoutes, adminUsersAdminRoutes],
});
