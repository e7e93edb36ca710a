import { defineModule } from '../../platform/module.ts';
import { menuItemAdminRoutes } from './admin-routes.ts';
import { AdminMenuItemSchema, MenuItemSchema } from './presenter.ts';
import { menuItemRoutes } from './routes.ts';
import { MenuItemsAdminService } from './service.ts';

export { insertMenuItems } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The menus editor (console area setup). */
    menuItemsAdmin: MenuItemsAdminService;
  }
}

/** Menu entries by position, and their editor. */
export const menuItemsModule = defineModule({
  name: 'menu-items',
  setup: (app) => {
    // The icons the app draws now: the built-in set and the instance's, as icons.json serves them.
    const iconNames = () =>
      new Set(Object.keys(JSON.parse(app.instance.snapshot().bodies.icons.body.toString('utf8')) as object));
    app.decorate('menuItemsAdmin', new MenuItemsAdminService(app.database.db, iconNames));
  },
  schemas: [MenuItemSchema, AdminMenuItemSchema],
  routes: [menuItemRoutes, menuItemAdminRoutes],
});
