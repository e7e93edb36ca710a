import { Type } from 'typebox';
import { PageQuery } from '../../http/input.ts';
import { IdParam } from '../../platform/params.ts';

/** `GET /v2/likes`: the liked thing and the page of its likers. */
export const LikersQuery = Type.Object({
  liked_type: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' }),
  liked_id: IdParam,
  ...PageQuery,
});
