import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { lang } from '../../http/locale.ts';
import { errorResponses } from '../../http/schemas.ts';
import { CreateFieldBody, FieldParams, UpdateFieldBody, type FieldInput } from './input.ts';

const tags = ['profile_fields'];
const adminTags = ['admin'];
const AdminDoc = Type.Object({ data: Type.Ref('AdminProfileField') });

/**
 * Profile fields (docs/COMMUNITY.md "Profile fields"): the list fans answer, the admin API; the users
 * module asks `app.profileFields` for the answers of PUT /auth and GET /v2/user/show.
 */
export async function profileFieldRoutes(app: App): Promise<void> {
  const fields = app.profileFields;

  app.get(
    '/v2/profile_fields',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "The profile fields fans answer (names in the request's language), their options included as profile_field_option",
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('ProfileField')),
            included: Type.Array(Type.Ref('ProfileFieldOption')),
          }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req) => fields.list(lang(req)),
  );

  app.get(
    '/v2/admin/profile_fields',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Every profile field with its options, names in every language',
        response: {
          200: Type.Object({ data: Type.Array(Type.Ref('AdminProfileField')) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async () => {
      return { data: await fields.adminList() };
    },
  );

  app.post(
    '/v2/admin/profile_fields',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Create a profile field (text, select with options, or country; is_multi for select and country)',
        body: CreateFieldBody,
        response: { 201: AdminDoc, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (req, reply) => {
      return reply.code(201).send({ data: await fields.create(req.body.profile_field as FieldInput) });
    },
  );

  app.put(
    '/v2/admin/profile_fields/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary:
          "Change a profile field; options replace the list. A new type, or multi to single, clears the field's answers",
        params: FieldParams,
        body: UpdateFieldBody,
        response: { 200: AdminDoc, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req) => {
      return { data: await fields.update(Number(req.params.id), req.body.profile_field as FieldInput) };
    },
  );

  app.delete(
    '/v2/admin/profile_fields/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Delete a profile field with its options and every answer to it',
        params: FieldParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await fields.remove(Number(req.params.id));
      return reply.code(204).send(null);
    },
  );
}
