import type { Db } from '../../db/client.ts';
import { defineModule } from '../../platform/module.ts';
import type { AnswerPlan } from '../profile-fields/index.ts';
import { UserCache } from './cache.ts';
import { BlockStateSchema, CurrentUserSchema, OrganizationSchema, PublicProfileSchema } from './presenter.ts';
import { userRoutes } from './routes.ts';
import { UsersService, type ProfileFieldAnswers } from './service.ts';

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
    // Ports to modules below this one in the app's list: read when called, once they are set up.
    const profileFields: ProfileFieldAnswers<AnswerPlan> = {
      check: (raw) => app.profileFields.check(raw),
      apply: (tx, userId, plan) => app.profileFields.apply(tx, userId, plan),
      answersOf: (userId) => app.profileFields.answersOf(userId),
    };
    const ports = {
      tokens: {
        check: (token: string | null) => app.push.checkToken(token),
        apply: (tx: Db, userId: number, next: string | null) => app.push.applyToken(tx, userId, next),
      },
      profileFields,
    };
    app.decorate(
      'users',
      new UsersService(app.database.db, app.media, accounts, await UserCache.create(app.bus), ports),
    );
  },
  schemas: [CurrentUserSchema, OrganizationSchema, PublicProfileSchema, BlockStateSchema],
  routes: [userRoutes],
});
