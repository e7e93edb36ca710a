import { defineModule } from '../../platform/module.ts';
import { profileGroupRoutes } from './routes.ts';

/** Profile groups. */
export const profileGroupsModule = defineModule({ name: 'profile-groups', routes: [profileGroupRoutes] });
