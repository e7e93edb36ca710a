import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { doc, errorResponses } from '../../http/schemas.ts';
import { presentStaticPage } from './presenter.ts';
import { findPublishedPageBySlug } from './repository.ts';

/** GET /v2/static_pages/{slug}: a page by canonical or translated slug, in the request's language. */
export async function staticPageRoutes(app: App): Promise<void> {
  app.get(
    '/v2/static_pages/:slug',
    {
      schema: {
        tags: ['static_pages'],
        summary: 'Show a static page',
        params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9][a-z0-9-]*$' }) }),
        response: {
          200: doc(Type.Ref('StaticPage')),
          ...errorResponses(400, 404),
        },
      },
    },
    async (req) => {
      const snapshot = app.instance.snapshot();
      const row = await findPublishedPageBySlug(app.database.db, req.params.slug);
      if (!row) throw new AppError('NOT_FOUND');
      const locale = requestLocale(req, snapshot.config);
      return { data: presentStaticPage(row, locale, snapshot.config.options.default_language), included: [], meta: {} };
    },
  );
}
