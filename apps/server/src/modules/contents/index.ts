import { defineModule } from '../../platform/module.ts';
import { CategorySchema, ContentSchema } from './presenter.ts';
import { contentRoutes } from './routes.ts';
import { ContentsService } from './service.ts';

export { contentVisibility } from './policy.ts';
export type { MediaPort } from './ports.ts';
export {
  SEARCH_DICTIONARIES,
  contentColumns,
  findContentById,
  listContents,
  type CategoryRow,
  type ContentRow,
  type MediumRow,
} from './repository.ts';
export type { ContentsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reading contents and categories for a viewer. */
    contents: ContentsService;
  }
}

/** Contents and categories as a viewer reads them. */
export const contentsModule = defineModule({
  name: 'contents',
  setup: (app) => {
    app.decorate('contents', new ContentsService(app.database.db, app.contentMedia, app.comments));
  },
  schemas: [CategorySchema, ContentSchema],
  routes: [contentRoutes],
});
