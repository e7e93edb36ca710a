import { Type } from 'typebox';
import { MENU_POSITIONS } from '@tribune/domain';
import { Int, Int32Id, PageQuery } from '../../http/input.ts';

/** `GET /v2/menu_items`: a page (100 items by default), of one position or all. */
export const MenuItemsQuery = Type.Object({
  ...PageQuery,
  per_page: Type.Optional(Int({ minimum: 1, maximum: 100, default: 100 })),
  position: Type.Optional(Type.Union(MENU_POSITIONS.map((p) => Type.Literal(p)))),
});

/** `GET /v2/menu_items/{id}`. */
export const MenuItemParams = Type.Object({ id: Int32Id });
