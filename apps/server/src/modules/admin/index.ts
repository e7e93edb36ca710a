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
import { AdminService, CONTENT_SCHEDULE_JOB } from './service.ts';

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
    const admin = new AdminService(
      app.database.db,
      app.users,
      identity?.accounts,
      { comments: app.comments, store: app.media, notifier: app.notifications },
      app.jobs,
    );
    app.decorate('admin', admin);
    // Scheduled contents are published and unpublished by this job (docs/CONSOLE.md "Contents").
    app.jobs.register(CONTENT_SCHEDULE_JOB, (job) => admin.runSchedule(job.payload));
  },
  schemas: [AdminContentSchema, AdminCategorySchema, AdminStaticPageSchema, AdminUserSchema, AdminMemberSchema],
  routes: [adminRoutes, adminUserRoutes, adminUsersAdminRoutes],
});
