import { Type } from 'typebox';
import { websiteUrl, type OrganizationStatus, type OrganizationUserRole } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { pageDocument, pageOf } from '../../http/pagination.ts';
import { NoIncluded, errorResponses, listDoc, oneDoc } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { OrganizationIncluded } from './presenter.ts';
import {
  AdminOrganizationBody,
  AdminOrganizationsQuery,
  OrganizationParams,
  OrganizationUserBody,
  OrganizationUserParams,
  OrganizationUsersQuery,
  ShownOrganizationBody,
} from './input.ts';

const tags = ['admin'];
const Included = OrganizationIncluded;
const OrganizationDoc = oneDoc('OrganizationDetail', Included);

/**
 * Managing organizations (the console's members area, admins and moderators; deleting one is the
 * admins' alone; open while the module is off, as for fan groups): the review, the sponsor flag,
 * fields, the users and their roles, and the organization shown with a user's name. Every change
 * is audited, with the reason when one is given.
 */
export async function organizationAdminRoutes(app: App): Promise<void> {
  const organizations = app.organizations;

  app.get(
    '/v2/admin/organizations',
    {
      config: { access: 'console:members' },
      schema: {
        tags,
        summary:
          'List every organization, newest first (status=submitted: the ones waiting for review; search by name)',
        querystring: AdminOrganizationsQuery,
        response: {
          200: listDoc('OrganizationDetail', Included),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const page = pageOf(req.query);
      const out = await organizations.adminList(
        { status: req.query.status as OrganizationStatus | undefined, search: req.query.search },
        page,
        caller,
      );
      return pageDocument(reply, page, out);
    },
  );

  app.get(
    '/v2/admin/organizations/:id',
    {
      config: { access: 'console:members' },
      schema: {
        tags,
        summary: 'One organization, whatever its status (the console)',
        params: OrganizationParams,
        response: { 200: OrganizationDoc, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => organizations.adminShow(Number(req.params.id), callerOf(req)),
  );

  app.put(
    '/v2/admin/organizations/:id',
    {
      config: { access: 'console:members' },
      schema: {
        tags,
        summary:
          'Accept or reject an organization (status), make it a sponsor or not, change its name, description or website; audited',
        params: OrganizationParams,
        body: AdminOrganizationBody,
        response: { 200: OrganizationDoc, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const o = req.body.organization;
      const name = o.name?.replace(/\s+/g, ' ').trim();
      if (name === '') throw new AppError('VALIDATION_FAILED', undefined, { 'organization.name': ["can't be blank"] });
      let website: string | null | undefined = o.website_url === undefined ? undefined : null;
      if (o.website_url) {
        website = o.website_url.trim() === '' ? null : websiteUrl(o.website_url);
        if (website === undefined) {
          throw new AppError('VALIDATION_FAILED', undefined, {
            'organization.website_url': ['must be an http or https address'],
          });
        }
      }
      return organizations.adminUpdate(
        Number(req.params.id),
        {
          status: o.status as OrganizationStatus | undefined,
          sponsor: o.sponsor,
          name,
          description: o.description,
          websiteUrl: website,
          reason: req.body.reason,
        },
        caller,
      );
    },
  );

  app.delete(
    '/v2/admin/organizations/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete an organization with its memberships and images; audited',
        params: OrganizationParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await organizations.adminDelete(Number(req.params.id), callerOf(req));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v2/admin/organizations/:id/organization_users',
    {
      config: { access: 'console:members' },
      schema: {
        tags,
        summary: "A page of an organization's users (admins first), whatever its status; the users included",
        params: OrganizationParams,
        querystring: OrganizationUsersQuery,
        response: {
          200: listDoc('OrganizationUser', Type.Array(Type.Ref('UserSummary'))),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      return pageDocument(reply, page, await organizations.adminUsers(Number(req.params.id), page));
    },
  );

  app.post(
    '/v2/admin/organizations/:id/organization_users',
    {
      config: { access: 'console:members' },
      schema: {
        tags,
        summary: "Add a user to an organization with a role, or change a member's role; audited",
        params: OrganizationParams,
        body: OrganizationUserBody,
        response: {
          200: oneDoc('OrganizationUser'),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { user_id, role } = req.body.organization_user;
      return organizations.adminSetUser(
        Number(req.params.id),
        Number(user_id),
        (role ?? 'member') as OrganizationUserRole,
        caller,
        req.body.reason,
      );
    },
  );

  app.delete(
    '/v2/admin/organizations/:id/organization_users/:user_id',
    {
      config: { access: 'console:members' },
      schema: {
        tags,
        summary: 'Remove a user from an organization (it no longer shows with their name); audited',
        params: OrganizationUserParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      await organizations.adminRemoveUser(Number(req.params.id), Number(req.params.user_id), caller);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/v2/admin/users/:id/organization',
    {
      config: { access: 'console:members' },
      schema: {
        tags,
        summary:
          "Set the organization shown with a user's name (an accepted organization they belong to; null: none); audited",
        params: OrganizationParams,
        body: ShownOrganizationBody,
        response: {
          200: Type.Object({
            data: Type.Object({
              id: Type.String(),
              type: Type.Literal('user'),
              relationships: Type.Object({
                organization: Type.Object({
                  data: Type.Union([
                    Type.Object({ id: Type.String(), type: Type.Literal('organization') }),
                    Type.Null(),
                  ]),
                }),
              }),
            }),
            included: NoIncluded,
            meta: Type.Object({}),
          }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const raw = req.body.organization_id;
      const shown = await organizations.setShown(
        Number(req.params.id),
        raw === null ? null : Number(raw),
        caller,
        req.body.reason,
      );
      return {
        data: {
          id: req.params.id,
          type: 'user' as const,
          relationships: {
            organization: { data: shown === null ? null : { id: String(shown), type: 'organization' as const } },
          },
        },
        included: [],
        meta: {},
      };
    },
  );
}
