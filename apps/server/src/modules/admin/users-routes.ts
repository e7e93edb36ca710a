import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import type { UserRow } from '../users/index.ts';
import { Int64IdParams, UserStatusBody } from './input.ts';
import { NoIncluded } from '../../http/schemas.ts';
import { AdminUserStatusSchema, presentAdminUserStatus } from './presenter.ts';

/** Account status changes (ban, lock, unlock): an admin operation, audited, effective at once. */
export async function adminUserRoutes(app: App): Promise<void> {
  app.put(
    '/v2/admin/users/:id/status',
    {
      config: { access: 'console:members' },
      schema: {
        tags: ['admin'],
        summary:
          "Ban, lock or unlock an account: the user's next request already sees it; a ban also ends their sessions",
        params: Int64IdParams,
        body: UserStatusBody,
        response: {
          200: Type.Object({
            data: AdminUserStatusSchema,
            included: NoIncluded,
            meta: Type.Object({}),
          }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (req) => {
      const status = req.body.status as UserRow['status'];
      const user = await app.admin.setUserStatus(callerOf(req), Number(req.params.id), status, req.body.reason);
      return { data: presentAdminUserStatus(user), included: [], meta: {} };
    },
  );
}
