import { Type, type TSchema } from 'typebox';
import { MENU_POSITIONS, MENU_TYPES } from '@tribune/domain';
import { pick } from '../../http/locale.ts';
import type { MenuItemRow } from './repository.ts';

/** The menu_item resource as the API sends it. */
export const MenuItemSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('menu_item'),
    attributes: Type.Object({
      menu_position: Type.Union(MENU_POSITIONS.map((p) => Type.Literal(p))),
      menu_type: Type.Union(MENU_TYPES.map((p) => Type.Literal(p))),
      title: Type.String(),
      icon: Type.Union([Type.String(), Type.Null()]),
      target: Type.Union([Type.String(), Type.Null()]),
      app_name: Type.Union([Type.String(), Type.Null()]),
      sort_order: Type.Integer(),
    }),
    relationships: Type.Object({}),
  },
  { $id: 'MenuItem' },
);

/** Presents a menu item in the request's language. */
export function presentMenuItem(row: MenuItemRow, locale: string, fallback: string) {
  return {
    id: String(row.id),
    type: 'menu_item' as const,
    attributes: {
      menu_position: row.position as (typeof MENU_POSITIONS)[number],
      menu_type: row.menuType as (typeof MENU_TYPES)[number],
      title: pick(row.title, locale, fallback),
      icon: row.icon,
      target: row.target,
      app_name: row.appName,
      sort_order: row.sortOrder,
    },
    relationships: {},
  };
}

/** A menu document: the data, nothing included (a menu item links by its attributes), empty meta. */
export function menuDoc<T extends TSchema>(data: T) {
  return Type.Object({
    data,
    included: Type.Array(Type.Never(), { maxItems: 0, description: 'Always empty.' }),
    meta: Type.Object({}),
  });
}

/** A menu item as the console edits it: the title in every language. */
export const AdminMenuItemSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('admin_menu_item'),
    attributes: Type.Object({
      menu_position: Type.Union(MENU_POSITIONS.map((p) => Type.Literal(p))),
      menu_type: Type.Union(MENU_TYPES.map((p) => Type.Literal(p))),
      title: Type.Object({ en: Type.String(), de: Type.String(), it: Type.String() }),
      icon: Type.Union([Type.String(), Type.Null()]),
      target: Type.Union([Type.String(), Type.Null()]),
      app_name: Type.Union([Type.String(), Type.Null()]),
      sort_order: Type.Integer(),
    }),
    relationships: Type.Object({}),
  },
  { $id: 'AdminMenuItem' },
);

/** Presents a menu item for the console. */
export function presentAdminMenuItem(row: MenuItemRow) {
  return {
    id: String(row.id),
    type: 'admin_menu_item' as const,
    attributes: {
      menu_position: row.position as (typeof MENU_POSITIONS)[number],
      menu_type: row.menuType as (typeof MENU_TYPES)[number],
      title: { en: row.title.en ?? '', de: row.title.de ?? '', it: row.title.it ?? '' },
      icon: row.icon,
      target: row.target,
      app_name: row.appName,
      sort_order: row.sortOrder,
    },
    relationships: {},
  };
}
