import { defineModule } from '../../platform/module.ts';
import { PROFILE_FIELD_SCHEMAS } from './presenter.ts';
import { profileFieldRoutes } from './routes.ts';

export { seedDemoProfileFields } from './seed.ts';

export { MultipartAnswers, ProfileFieldAnswers } from './input.ts';

/** The profile fields fans answer in their settings. */
export const profileFieldsModule = defineModule({
  name: 'profile-fields',
  schemas: PROFILE_FIELD_SCHEMAS,
  routes: [profileFieldRoutes],
});
