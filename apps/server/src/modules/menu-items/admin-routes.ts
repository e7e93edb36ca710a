import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { NoIncluded, errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { MenuItemInput, MenuItemParams, MenuOrderInput } from './input.ts';

const tags = ['menu_items'];
const config = { access: 'console:setup' as const };
const one = Type.Object({ data: Type.Ref('AdminMenuItem'), included: NoIncluded, meta: Type.Object({}) });
const many = Type.Object({
  data: Type.Array(Type.Ref('AdminMenuItem')),
  included: NoIncluded,
  meta: Type.Object({}),
});
const writeErrors = errorResponses(400, 401, 403, 404, 422);

/** The menus editor's routes (docs/CONSOLE.md "Menus"): admins only, area setup. */
export async function menuItemAdminRoutes(app: App): Promise<void> {
  const menus = app.menuItemsAdmin;

  app.get(
    '/v2/admin/menu_items',
    {
      config,
      schema: {
        tags,
        summary: 'List every menu item of every position, for editing',
        response: { 200: many, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await menus.list(), included: [], meta: {} }),
  );

  app.post(
    '/v2/admin/menu_items',
    {
      config,
      schema: {
        tags,
        summary: 'Add a menu item at the end of its position',
        body: MenuItemInput,
        response: { 201: one, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (req, reply) => {
      const data = await menus.create(callerOf(req), req.body.menu_item);
      return reply.code(201).send({ data, included: [], meta: {} });
    },
  );

  app.put(
    '/v2/admin/menu_items/order',
    {
      config,
      schema: {
        tags,
        summary: "Reorder one position's menu items (every id of the position, in the new order)",
        body: MenuOrderInput,
        response: { 200: many, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (req) => {
      const data = await menus.reorder(callerOf(req), req.body.position, req.body.ids.map(Number));
      return { data, included: [], meta: {} };
    },
  );

  app.put(
    '/v2/admin/menu_items/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replace a menu item',
        params: MenuItemParams,
        body: MenuItemInput,
        response: { 200: one, ...writeErrors },
      },
    },
    async (req) => {
      const data = await menus.replace(callerOf(req), Number(req.params.id), req.body.menu_item);
      return { data, included: [], meta: {} };
    },
  );

  app.delete(
    '/v2/admin/menu_items/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a menu item',
        params: MenuItemParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await menus.remove(callerOf(req), Number(req.params.id));
      return reply.code(204).send(null);
    },
  );
}
