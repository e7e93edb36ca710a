/**
 * The menus editor's calls (docs/CONSOLE.md "Menus"): every item of every position, adding,
 * replacing and deleting an item, and one position's new order.
 */
import { queryOptions } from '@tanstack/react-query';
import { assertOk, unwrap, type components, type paths } from '@tribune/api-client';
import type { MenuPosition } from '@tribune/domain';
import { api } from '../../../kernel/api.ts';
import { retryUnlessRefused } from '../../../kernel/api-answers.ts';
import { setupKeys } from './api.ts';

export type AdminMenuItem = components['schemas']['AdminMenuItem'];
export type MenuItemBody =
  paths['/v2/admin/menu_items']['post']['requestBody']['content']['application/json']['menu_item'];

export const menuKeys = { all: [...setupKeys.all, 'menus'] as const };

/** GET /v2/admin/menu_items. */
export const adminMenuQuery = () =>
  queryOptions({
    queryKey: menuKeys.all,
    queryFn: async () => unwrap(await api.GET('/v2/admin/menu_items')).data,
    retry: retryUnlessRefused,
  });

export async function createMenuItem(menu_item: MenuItemBody): Promise<AdminMenuItem> {
  return unwrap(await api.POST('/v2/admin/menu_items', { body: { menu_item } })).data;
}

export async function replaceMenuItem(id: string, menu_item: MenuItemBody): Promise<AdminMenuItem> {
  return unwrap(await api.PUT('/v2/admin/menu_items/{id}', { params: { path: { id } }, body: { menu_item } })).data;
}

export async function deleteMenuItem(id: string): Promise<void> {
  assertOk(await api.DELETE('/v2/admin/menu_items/{id}', { params: { path: { id } } }));
}

/** PUT /v2/admin/menu_items/order: every id of the position, in the new order. */
export async function saveMenuOrder(position: MenuPosition, ids: string[]): Promise<AdminMenuItem[]> {
  return unwrap(await api.PUT('/v2/admin/menu_items/order', { body: { position, ids } })).data;
}
