import { Type, type Static } from 'typebox';
import { MENU_POSITIONS, MENU_TYPES } from '@tribune/domain';
import { Int, Int32Id, PageQuery, Text } from '../../http/input.ts';

/** `GET /v2/menu_items`: a page (100 items by default), of one position or all. */
export const MenuItemsQuery = Type.Object({
  ...PageQuery,
  per_page: Type.Optional(Int({ minimum: 1, maximum: 100, default: 100 })),
  position: Type.Optional(Type.Union(MENU_POSITIONS.map((p) => Type.Literal(p)))),
});

/** `GET /v2/menu_items/{id}`. */
export const MenuItemParams = Type.Object({ id: Int32Id });

const Title = Text({ minLength: 1, maxLength: 60 });

/** The body of `POST /v2/admin/menu_items` and `PUT /v2/admin/menu_items/{id}`: the whole item. */
export const MenuItemInput = Type.Object(
  {
    menu_item: Type.Object(
      {
        menu_position: Type.Union(MENU_POSITIONS.map((p) => Type.Literal(p))),
        menu_type: Type.Union(MENU_TYPES.map((p) => Type.Literal(p))),
        title: Type.Object({ en: Title, de: Title, it: Title }, { additionalProperties: false }),
        icon: Type.Optional(
          Type.Union([Text({ maxLength: 40 }), Type.Null()], {
            description: 'The name of an icon of the instance (icons.json), or null for none.',
          }),
        ),
        target: Type.Optional(
          Type.Union([Text({ maxLength: 500 }), Type.Null()], {
            description:
              'single_page: a static page slug; collection: a collection slug; resource: "content|event|fan_group|static_page/slug"; link: an http(s) URL or a path from "/"; iframe: the https URL framed; app_integration: none.',
          }),
        ),
        app_name: Type.Optional(
          Type.Union([Text({ maxLength: 64 }), Type.Null()], { description: 'app_integration only: the app.' }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
/** A validated menu item input. */
export type MenuItemInput = Static<typeof MenuItemInput>['menu_item'];

/** The body of `PUT /v2/admin/menu_items/order`: every id of one position, in the new order. */
export const MenuOrderInput = Type.Object(
  {
    position: Type.Union(MENU_POSITIONS.map((p) => Type.Literal(p))),
    ids: Type.Array(Int32Id, { maxItems: 200, uniqueItems: true }),
  },
  { additionalProperties: false },
);
