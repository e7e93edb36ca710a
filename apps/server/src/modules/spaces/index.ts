import { defineModule } from '../../platform/module.ts';
import { spaceAdminRoutes } from './admin-routes.ts';
import { SPACES_SCHEMAS } from './presenter.ts';
import { spaceRoutes } from './routes.ts';
import { SpacesService } from './service.ts';

export { notifyMentions } from './notices.ts';
export { seedDemoSpaces } from './seed.ts';

export { spacesPolicy, type GroupActor, type GroupFacts } from './policy.ts';
export type { GroupViewer } from './policy.ts';
export type { GroupRow } from './repository.ts';
export type { SpacesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Fan groups (spaces): visibility, memberships under a row lock, member lists, admin review. */
    spaces: SpacesService;
  }
}

/** Fan groups (spaces): memberships under a row lock, member lists, roles, the admins' review (docs/COMMUNITY.md). */
export const spacesModule = defineModule({
  name: 'spaces',
  setup: (app) => {
    app.decorate(
      'spaces',
      new SpacesService(
        app.database.db,
        { media: app.media, publicUrl: app.config.mediaBaseUrl, notifier: app.notifications },
        // Ports to the group posts module, below this one in the app's list: read when called.
        {
          topPosts: (groups, caller) => app.groupPosts.topPostIds(groups, caller),
          removePosts: (tx, groupId, recipients) => app.groupPosts.removeGroupPosts(tx, groupId, recipients),
        },
      ),
    );
  },
  schemas: SPACES_SCHEMAS,
  routes: [spaceRoutes, spaceAdminRoutes],
});
