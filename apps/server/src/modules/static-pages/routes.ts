import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { errorResponses } from '../../http/schemas.ts';
import { rowsOf } from '../../db/client.ts';
import { viewerIdOf } from '../comments/viewer.ts';
import { presentStaticPage } from './presenter.ts';
import { findPublishedPageBySlug } from './repository.ts';

/** Registers 'static_page' as a commentable resource: published pages, by canonical or translated slug. */
function registerStaticPageResource(app: App): void {
  app.resources.register('static_page', {
    table: 'static_pages',
    commentable: true,
    likeable: false,
    reportable: false,
    resolve: async (key) => (await findPublishedPageBySlug(app.database.db, key))?.id,
    visibleById: async (id) =>
      rowsOf(await app.database.db.execute(sql`select 1 as one from static_pages where id = ${id} and published`))
        .length > 0,
  });
}

/** GET /v2/static_pages/{slug}: a page by canonical or translated slug, in the request's language. */
export async function staticPageRoutes(app: App): Promise<void> {
  registerStaticPageResource(app);
  app.get(
    '/v2/static_pages/:slug',
    {
      schema: {
        tags: ['static_pages'],
        summary: 'Show a static page',
        params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9][a-z0-9-]*$' }) }),
        response: {
          200: Type.Object({
            data: Type.Ref('StaticPage'),
            included: Type.Array(Type.Union([Type.Ref('Comment'), Type.Ref('UserSummary')])),
            meta: Type.Object({}),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req) => {
      const snapshot = app.instance.snapshot();
      const row = await findPublishedPageBySlug(app.database.db, req.params.slug);
      if (!row) throw new AppError('NOT_FOUND');
      const locale = requestLocale(req, snapshot.config);
      const viewerId = row.commentsCount > 0 ? await viewerIdOf(app, req) : undefined;
      const top =
        row.commentsCount > 0 ? ((await app.comments.topFor('static_page', [row.id], viewerId)).get(row.id) ?? []) : [];
      return {
        data: presentStaticPage(row, locale, snapshot.config.options.default_language, top),
        included: app.comments.presentIncluded(top, locale, viewerId),
        meta: {},
      };
    },
  );
}
