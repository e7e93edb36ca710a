import { defineModule } from '../../platform/module.ts';
import { customizerRoutes } from './routes.ts';
import { IconsDocument, ModuleConfigDocument, RoutesDocument, TranslationsDocument } from './presenter.ts';
import type { InstanceService } from './service.ts';

export { seedDemoInstance } from './seed.ts';
export { InstanceService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    instance: InstanceService;
  }
}

/** The instance's configuration for the app shell (the customizer); its service opens with the platform (app.ts). */
export const instanceModule = defineModule({
  name: 'instance',
  schemas: [ModuleConfigDocument, IconsDocument, RoutesDocument, TranslationsDocument],
  routes: [customizerRoutes],
});
