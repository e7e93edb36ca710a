import { defineModule } from '../../platform/module.ts';
import { PROFILE_FIELD_SCHEMAS } from './presenter.ts';
import { profileFieldRoutes } from './routes.ts';
import { ProfileFieldsService } from './service.ts';

export { seedDemoProfileFields } from './seed.ts';

export { MultipartAnswers, ProfileFieldAnswers } from './input.ts';
export type { AnswerPlan } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The profile fields: the list, the admin API, and the answers of PUT /auth and GET /v2/user/show. */
    profileFields: ProfileFieldsService;
  }
}

/** The profile fields fans answer in their settings. */
export const profileFieldsModule = defineModule({
  name: 'profile-fields',
  setup: (app) => {
    app.decorate('profileFields', new ProfileFieldsService(app.database.db));
  },
  schemas: PROFILE_FIELD_SCHEMAS,
  routes: [profileFieldRoutes],
});
