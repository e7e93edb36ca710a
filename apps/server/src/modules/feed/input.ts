import { Type } from 'typebox';
import { Int, PageQuery } from '../../http/input.ts';

/** `GET /v2/feed`: the cursor of the next page and its size. */
export const FeedQuery = Type.Object({
  cursor: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', description: 'meta.next_cursor' }),
  ),
  per_page: Type.Optional(Int({ minimum: 1, maximum: 50, default: 20 })),
});

/** A page of posts (the feed posts, a profile's posts). */
export const PostPageQuery = Type.Object({ ...PageQuery });
