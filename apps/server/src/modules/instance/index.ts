import { defineModule } from '../../platform/module.ts';
import { customizerRoutes } from './routes.ts';
import { InstanceSetupSchema, InstanceVersionSchema, TranslationKeySchema } from './setup-presenter.ts';
import { instanceSetupRoutes } from './setup-routes.ts';
import { IconsDocument, ModuleConfigDocument, RoutesDocument, TranslationsDocument } from './presenter.ts';
import type { InstanceService } from './service.ts';

export { seedDemoInstance } from './seed.ts';
export { InstanceService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    instance: InstanceService;
  }
}

/** The instance's configuration for the app shell (the customizer) and the console's setup screen; its service opens with the platform (app.ts). */
export const instanceModule = defineModule({
  name: 'instance',
  schemas: [
    ModuleConfigDocument,
    IconsDocument,
    RoutesDocument,
    TranslationsDocument,
    InstanceSetupSchema,
    InstanceVersionSchema,
    TranslationKeySchema,
  ],
  routes: [customizerRoutes, instanceSetupRoutes],
});
