import { Type } from 'typebox';
import { USER_STATUSES } from '../../db/schema.ts';
import type { App } from '../../app-types.ts';
import { Int64Id } from '../../http/input.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import type { UserRow } from '../users/index.ts';

const AdminUser = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('user'),
    attributes: Type.Object({
      display_name: Type.String(),
      slug: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      status: Type.String({ enum: [...USER_STATUSES] }),
      role: Type.String(),
    }),
  },
  { description: 'An account as admins manage it.' },
);

function presentAdminUser(user: UserRow) {
  return {
    id: String(user.id),
    type: 'user' as const,
    attributes: {
      display_name: user.displayName,
      slug: user.slug,
      email: user.email,
      status: user.status,
      role: user.role,
    },
  };
}

/** Account status changes (ban, lock, unlock): an admin operation, audited, effective at once. */
export async function adminUserRoutes(app: App): Promise<void> {
  app.put(
    '/v2/admin/users/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Ban, lock or unlock an account: the user's next request already sees it; a ban also ends their sessions",
        params: Type.Object({ id: Int64Id }),
        body: Type.Object({ status: Type.String({ enum: [...USER_STATUSES] }) }, { additionalProperties: false }),
        response: {
          200: Type.Object({ data: AdminUser, included: Type.Array(Type.Unknown()), meta: Type.Object({}) }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (req) => {
      const status = req.body.status as UserRow['status'];
      const user = await app.admin.setUserStatus(callerOf(req), Number(req.params.id), status);
      return { data: presentAdminUser(user), included: [], meta: {} };
    },
  );
}
