import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { MenuItemParams, MenuItemsQuery } from './input.ts';
import { menuDoc, presentMenuItem } from './presenter.ts';
import { findMenuItem, listMenuItems } from './repository.ts';

const tags = ['menu_items'];

/** GET /v2/menu_items and /v2/menu_items/{id}: the instance's menu, in the request's language. */
export async function menuItemRoutes(app: App): Promise<void> {
  app.get(
    '/v2/menu_items',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'List menu items',
        querystring: MenuItemsQuery,
        response: { 200: menuDoc(Type.Array(Type.Ref('MenuItem'))), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const snapshot = app.instance.snapshot();
      const locale = requestLocale(req, snapshot.config);
      const page = pageOf({ page: req.query.page, per_page: req.query.per_page ?? 100 });
      const { rows, total } = await listMenuItems(app.database.db, {
        positions: req.query.position ? [req.query.position] : undefined,
        limit: page.perPage,
        offset: page.offset,
      });
      setListHeaders(reply, page, total);
      return {
        data: rows.map((r) => presentMenuItem(r, locale, snapshot.config.options.default_language)),
        included: [],
        meta: {},
      };
    },
  );

  app.get(
    '/v2/menu_items/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Show a menu item',
        params: MenuItemParams,
        response: { 200: menuDoc(Type.Ref('MenuItem')), ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const snapshot = app.instance.snapshot();
      const row = await findMenuItem(app.database.db, Number(req.params.id));
      if (!row) throw new AppError('NOT_FOUND');
      const locale = requestLocale(req, snapshot.config);
      return { data: presentMenuItem(row, locale, snapshot.config.options.default_language), included: [], meta: {} };
    },
  );
}
