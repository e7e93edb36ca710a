import { defineModule } from '../../platform/module.ts';
import { healthRoutes } from './routes.ts';

/** Liveness and readiness. */
export const healthModule = defineModule({ name: 'health', routes: [healthRoutes] });
