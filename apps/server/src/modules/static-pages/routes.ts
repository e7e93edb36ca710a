import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerIdOf } from '../auth/index.ts';
import { StaticPageParams } from './input.ts';
import { staticPagesPolicy } from './policy.ts';
import { presentStaticPage } from './presenter.ts';
import { findPageIdById, findPublishedPageBySlug } from './repository.ts';

/**
 * Registers 'static_page' as a commentable resource, by canonical or translated slug: a published
 * page (and its thread) exists for everybody, an unpublished one for admins only.
 */
function registerStaticPageResource(app: App): void {
  const found = (id: number | undefined) => (id === undefined ? undefined : { id, thread: true });
  app.resources.register('static_page', {
    table: 'static_pages',
    commentable: true,
    likeable: false,
    reportable: false,
    find: async (key, caller) =>
      found(
        (
          await findPublishedPageBySlug(app.database.db, key, {
            includeUnpublished: staticPagesPolicy.can(caller, 'seeUnpublished', undefined),
          })
        )?.id,
      ),
    findById: async (id, caller) =>
      found(
        await findPageIdById(app.database.db, id, {
          includeUnpublished: staticPagesPolicy.can(caller, 'seeUnpublished', undefined),
        }),
      ),
  });
}

/** GET /v2/static_pages/{slug}: a page by canonical or translated slug, in the request's language. */
export async function staticPageRoutes(app: App): Promise<void> {
  registerStaticPageResource(app);
  app.get(
    '/v2/static_pages/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['static_pages'],
        summary: 'Show a static page',
        params: StaticPageParams,
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
      const callerId = row.commentsCount > 0 ? callerIdOf(req) : undefined;
      const top =
        row.commentsCount > 0 ? ((await app.comments.topFor('static_page', [row.id], callerId)).get(row.id) ?? []) : [];
      return {
        data: presentStaticPage(row, locale, snapshot.config.options.default_language, top),
        included: app.comments.presentIncluded(top, locale, callerId),
        meta: {},
      };
    },
  );
}
