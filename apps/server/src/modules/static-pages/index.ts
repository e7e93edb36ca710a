import { defineModule } from '../../platform/module.ts';
import { StaticPageSchema } from './presenter.ts';
import { staticPageRoutes } from './routes.ts';

export {
  deleteStaticPageRow,
  findPublishedPageBySlug,
  findStaticPageById,
  listStaticPages,
  lockStaticPage,
  insertStaticPage,
  insertStaticPages,
  takenStaticPageSlugs,
  updateStaticPage,
  type StaticPageRow,
} from './repository.ts';
export { seedPages } from './seed-pages.ts';

/** Static pages. */
export const staticPagesModule = defineModule({
  name: 'static-pages',
  schemas: [StaticPageSchema],
  routes: [staticPageRoutes],
});
