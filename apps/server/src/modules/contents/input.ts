import { Type } from 'typebox';
import { CONTENT_TYPES } from '@tribune/domain';
import { PageQuery, SLUG_OPTIONS as SLUG, Text } from '../../http/input.ts';

/** `GET /v2/contents`: the page, the filters and the search. */
export const ContentListQuery = Type.Object({
  ...PageQuery,
  by_category: Type.Optional(Type.String(SLUG)),
  by_content_type: Type.Optional(Type.Enum(CONTENT_TYPES)),
  search: Type.Optional(Text({ maxLength: 200 })),
});

/** A content's path parameters: its canonical or a translated slug. */
export const ContentParams = Type.Object({ slug: Type.String(SLUG) });
