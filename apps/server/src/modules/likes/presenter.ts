import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';

/** The like resource: a thing's like count and whether the caller likes it. */
export const LikeSchema = recordSchema(
  'like',
  {
    id: Type.String({ description: '<liked_type>-<liked_id>' }),
    attributes: Type.Object({
      liked_type: Type.String(),
      liked_id: Type.String(),
      likes_count: Type.Integer(),
      liked_by_user: Type.Boolean(),
    }),
  },
  { $id: 'Like' },
);

/** The like resource of the contract: the thing's new count and the caller's state. */
export function presentLike(type: string, id: number, likesCount: number, liked: boolean) {
  return {
    id: `${type}-${id}`,
    type: 'like' as const,
    attributes: { liked_type: type, liked_id: String(id), likes_count: likesCount, liked_by_user: liked },
  };
}
