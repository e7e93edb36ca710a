import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import { mediaUrl } from '../../platform/user-media.ts';
import type { UserMediumRow } from './repository.ts';

/** An image a user uploaded. */
export const UserMediumSchema = recordSchema(
  'user_medium',
  {
    attributes: Type.Object({
      file: Type.String({ description: 'The URL of the stored image (WebP).' }),
      width: Type.Integer(),
      height: Type.Integer(),
      created_at: Type.String({ format: 'date-time' }),
    }),
  },
  { $id: 'UserMedium' },
);

/** Presents an upload. */
export function presentUserMedium(row: UserMediumRow, publicUrl: string) {
  return {
    id: String(row.id),
    type: 'user_medium' as const,
    attributes: {
      file: mediaUrl(publicUrl, row.key),
      width: row.width,
      height: row.height,
      created_at: row.createdAt.toISOString(),
    },
  };
}
