import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import { pick, type Lang } from '../../http/locale.ts';
import { PROFILE_FIELD_TYPES, type FieldWithOptions, type UserValueRow } from './repository.ts';

const Ref = (type: string) => Type.Object({ id: Type.String(), type: Type.Literal(type) });
const Names = Type.Record(Type.String(), Type.String(), { description: 'The name per language: {en, de, it}.' });

/** A profile field as fans see it: its name in the request's language, its options included. */
export const ProfileFieldSchema = recordSchema(
  'profile_field',
  {
    attributes: Type.Object({
      key: Type.String(),
      name: Type.String(),
      field_type: Type.String({ enum: [...PROFILE_FIELD_TYPES] }),
      is_multi: Type.Boolean(),
      required: Type.Boolean(),
      position: Type.Integer(),
    }),
    relationships: Type.Object({
      profile_field_options: Type.Object({ data: Type.Array(Ref('profile_field_option')) }),
    }),
  },
  { $id: 'ProfileField' },
);

/** An option of a select field (in `included`). */
export const ProfileFieldOptionSchema = recordSchema(
  'profile_field_option',
  {
    attributes: Type.Object({ name: Type.String(), position: Type.Integer() }),
    relationships: Type.Object({ profile_field: Type.Object({ data: Ref('profile_field') }) }),
  },
  { $id: 'ProfileFieldOption' },
);

/** One of the signed-in user's answers; a multi field has one per value. */
export const UserProfileFieldSchema = recordSchema(
  'user_profile_field',
  {
    attributes: Type.Object({
      value: Type.String({
        description: 'text: the text; select: the option id; country: the ISO 3166-1 alpha-2 code.',
      }),
    }),
    relationships: Type.Object({ profile_field: Type.Object({ data: Ref('profile_field') }) }),
  },
  { $id: 'UserProfileField' },
);

/** A profile field as admins manage it: every language's name, the options with theirs. */
export const AdminProfileFieldSchema = recordSchema(
  'profile_field',
  {
    attributes: Type.Object({
      key: Type.String(),
      name: Names,
      field_type: Type.String({ enum: [...PROFILE_FIELD_TYPES] }),
      is_multi: Type.Boolean(),
      required: Type.Boolean(),
      position: Type.Integer(),
      options: Type.Array(Type.Object({ id: Type.String(), name: Names, position: Type.Integer() })),
      created_at: Type.String({ format: 'date-time' }),
    }),
  },
  { $id: 'AdminProfileField' },
);

/** The schemas of this module, registered with the contract. */
export const PROFILE_FIELD_SCHEMAS = [
  ProfileFieldSchema,
  ProfileFieldOptionSchema,
  UserProfileFieldSchema,
  AdminProfileFieldSchema,
];

const name = (names: Record<string, string>, lang: Lang) => pick(names, lang.locale, lang.fallback || 'en');

/** The fields (data) and their options (included) in one language. */
export function presentFields(fields: FieldWithOptions[], lang: Lang) {
  return {
    data: fields.map(({ field, options }) => ({
      id: String(field.id),
      type: 'profile_field' as const,
      attributes: {
        key: field.key,
        name: name(field.name, lang),
        field_type: field.fieldType,
        is_multi: field.isMulti,
        required: field.required,
        position: field.position,
      },
      relationships: {
        profile_field_options: {
          data: options.map((o) => ({ id: String(o.id), type: 'profile_field_option' as const })),
        },
      },
    })),
    included: fields.flatMap(({ field, options }) =>
      options.map((o) => ({
        id: String(o.id),
        type: 'profile_field_option' as const,
        attributes: { name: name(o.name, lang), position: o.position },
        relationships: { profile_field: { data: { id: String(field.id), type: 'profile_field' as const } } },
      })),
    ),
  };
}

/** A user's answers as `user_profile_field` records. */
export function presentUserValues(rows: UserValueRow[]) {
  return rows.map((r) => ({
    id: String(r.id),
    type: 'user_profile_field' as const,
    attributes: { value: r.value },
    relationships: { profile_field: { data: { id: String(r.profileFieldId), type: 'profile_field' as const } } },
  }));
}

/** A field for the admin API. */
export function presentAdminField({ field, options }: FieldWithOptions) {
  return {
    id: String(field.id),
    type: 'profile_field' as const,
    attributes: {
      key: field.key,
      name: field.name,
      field_type: field.fieldType,
      is_multi: field.isMulti,
      required: field.required,
      position: field.position,
      options: options.map((o) => ({ id: String(o.id), name: o.name, position: o.position })),
      created_at: field.createdAt.toISOString(),
    },
  };
}
