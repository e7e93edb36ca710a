import { defineModule } from '../../platform/module.ts';
import { UserMediumSchema } from './presenter.ts';
import { userMediaRoutes } from './routes.ts';

/** The media users upload for their profiles and posts. */
export const userMediaModule = defineModule({
  name: 'user-media',
  schemas: [UserMediumSchema],
  routes: [userMediaRoutes],
});
