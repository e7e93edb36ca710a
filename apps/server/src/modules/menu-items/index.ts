import { defineModule } from '../../platform/module.ts';
import { MenuItemSchema } from './presenter.ts';
import { menuItemRoutes } from './routes.ts';

export { insertMenuItems } from './repository.ts';

/** Menu entries by position. */
export const menuItemsModule = defineModule({
  name: 'menu-items',
  schemas: [MenuItemSchema],
  routes: [menuItemRoutes],
});
