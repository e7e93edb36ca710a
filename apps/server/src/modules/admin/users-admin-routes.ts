import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { NoIncluded, errorResponses, listDoc, oneDoc } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { AdminUsersQuery, Int64IdParams, UserRoleBody, UserVerificationBody } from './input.ts';
import { presentAdminUserRecord } from './presenter.ts';
import { AdminUsersService } from './users-admin.ts';
import type { UserRow } from '../users/index.ts';

const tags = ['admin'];

/** The admins' list of accounts and the verified badge (admins only; the verification is audited). */
export async function adminUsersAdminRoutes(app: App): Promise<void> {
  const service = new AdminUsersService(app.database.db, app.users);

  app.get(
    '/v2/admin/users',
    {
      config: { access: 'console:members' },
      schema: {
        tags,
        summary: 'List accounts, newest first (search in name, slug and e-mail; verified=true or false)',
        querystring: AdminUsersQuery,
        response: {
          200: listDoc('AdminUser', NoIncluded),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await service.list(callerOf(req), { search: req.query.search, verified: req.query.verified }, page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: [], meta: {} };
    },
  );

  app.get(
    '/v2/admin/users/:id',
    {
      config: { access: 'console:members' },
      schema: {
        tags,
        summary:
          "A member's profile for the console: the account, counts of their comments, posts and reports, their organizations, the newest audit entries about them",
        params: Int64IdParams,
        response: {
          200: oneDoc('AdminMember', NoIncluded),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req) => ({ data: await service.profile(callerOf(req), Number(req.params.id)), included: [], meta: {} }),
  );

  app.put(
    '/v2/admin/users/:id/verification',
    {
      config: { access: 'console:members' },
      schema: {
        tags,
        summary: 'Verify or unverify a user: the badge shows wherever they are shown; audited',
        params: Int64IdParams,
        body: UserVerificationBody,
        response: {
          200: oneDoc('AdminUser', NoIncluded),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (req) => {
      const user = await service.setVerified(callerOf(req), Number(req.params.id), req.body.verified, req.body.reason);
      return { data: presentAdminUserRecord(user), included: [], meta: {} };
    },
  );

  app.put(
    '/v2/admin/users/:id/role',
    {
      config: { access: 'console:roles' },
      schema: {
        tags,
        summary: "Give or take a team role (admin, moderator, editor; member: none); not one's own; audited",
        params: Int64IdParams,
        body: UserRoleBody,
        response: {
          200: oneDoc('AdminUser', NoIncluded),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (req) => {
      const role = req.body.role as UserRow['role'];
      const user = await service.setRole(callerOf(req), Number(req.params.id), role, req.body.reason);
      return { data: presentAdminUserRecord(user), included: [], meta: {} };
    },
  );
}
