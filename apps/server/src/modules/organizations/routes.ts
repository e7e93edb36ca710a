import fastifyMultipart from '@fastify/multipart';
import { Type } from 'typebox';
import type { OrganizationFilter } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { pageDocument, pageOf } from '../../http/pagination.ts';
import { errorResponses, listDoc, oneDoc } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { OrganizationIncluded } from './presenter.ts';
import {
  OrganizationParams,
  OrganizationsQuery,
  OrganizationUsersQuery,
  OrganizationWriteBody,
  readOrganizationForm,
} from './input.ts';

const tags = ['organizations'];

const Included = OrganizationIncluded;
const OrganizationDoc = oneDoc('OrganizationDetail', Included);
const writeErrors = { ...errorResponses(400, 401, 403, 404, 422), 413: Type.Ref('ErrorBody') };

/**
 * Organizations (docs/COMMUNITY.md "Organizations"): the list (module `organizationList`:
 * `modules.organizations.displayList`), an organization, creating and editing one (multipart
 * `organization[...]` or JSON) and its users (module `organizations`: `modules.organizations.enabled`).
 */
export async function organizationRoutes(app: App): Promise<void> {
  // Multipart (the logo and the hero image) only in this plugin's scope, as for fan groups.
  await app.register(fastifyMultipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: 2, fields: 8, fieldSize: 64 * 1024, parts: 12 },
  });
  const organizations = app.organizations;

  app.get(
    '/v2/organizations',
    {
      config: { access: 'public', module: 'organizationList' },
      schema: {
        tags,
        summary:
          'List the organizations you see, by name (filter all, sponsors or mine; search by name); their media included',
        querystring: OrganizationsQuery,
        response: {
          200: listDoc('OrganizationDetail', Included),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await organizations.list(
        req.caller,
        { filter: (req.query.filter ?? 'all') as OrganizationFilter, search: req.query.search },
        page,
      );
      return pageDocument(reply, page, out);
    },
  );

  app.post(
    '/v2/organizations',
    {
      config: { access: 'user', module: 'organizations', rateLimit: 'create' },
      schema: {
        tags,
        summary:
          'Create an organization you administer (JSON, or multipart with organization[...], organization[logo_file] and organization[hero_file]); submitted for review',
        body: OrganizationWriteBody,
        response: { 201: OrganizationDoc, ...writeErrors },
      },
    },
    async (req, reply) => {
      const form = await readOrganizationForm(req, app.config.uploadMaxBytes);
      return reply.code(201).send(await organizations.create(callerOf(req), form));
    },
  );

  app.get(
    '/v2/organizations/:id',
    {
      config: { access: 'public', module: 'organizations' },
      schema: {
        tags,
        summary: 'Show an organization, its media included',
        params: OrganizationParams,
        response: { 200: OrganizationDoc, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => organizations.show(Number(req.params.id), req.caller),
  );

  app.put(
    '/v2/organizations/:id',
    {
      config: { access: 'user', module: 'organizations' },
      schema: {
        tags,
        summary:
          'Update an organization (its admins; the name of an accepted one: instance admins); JSON or multipart organization[...]; null fields are left as they are',
        params: OrganizationParams,
        body: OrganizationWriteBody,
        response: { 200: OrganizationDoc, ...writeErrors },
      },
    },
    async (req) => {
      const form = await readOrganizationForm(req, app.config.uploadMaxBytes);
      return organizations.update(Number(req.params.id), callerOf(req), form);
    },
  );

  app.get(
    '/v2/organizations/:id/organization_users',
    {
      config: { access: 'public', module: 'organizations' },
      schema: {
        tags,
        summary: "A page of an organization's users (admins first), the users included",
        params: OrganizationParams,
        querystring: OrganizationUsersQuery,
        response: {
          200: listDoc('OrganizationUser', Type.Array(Type.Ref('UserSummary'))),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await organizations.users(Number(req.params.id), req.caller, page);
      return pageDocument(reply, page, out);
    },
  );
}
