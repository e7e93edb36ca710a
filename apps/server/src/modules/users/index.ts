import { defineModule } from '../../platform/module.ts';
import { UserCache } from './cache.ts';
import { BlockStateSchema, CurrentUserSchema, OrganizationSchema, PublicProfileSchema } from './presenter.ts';
import { userRoutes } from './routes.ts';
import { UsersService } from './service.ts';

export { ensureDemoFans, type DemoFans } from './demo-fans.ts';
export { blockState, ensureUser, findUserBySlug, type UserRow } from './repository.ts';
export type { IdentityAccounts, UsersService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

/** The signed-in user, public profiles and blocks; deleting an account deletes its identity account too. */
export const usersModule = defineModule({
  name: 'users',
  setup: async (app, { opts, identity }) => {
    const accounts =
      opts.identityAccounts ?? (identity ? { delete: (uid: string) => identity.accounts.delete(uid) } : undefined);
    app.decorate('users', new UsersService(app.database.db, app.media, accounts, await UserCache.create(app.bus)));
  },
  schemas: [CurrentUserSchema, OrganizationSchema, PublicProfileSchema, BlockStateSchema],
  routes: [userRoutes],
});
