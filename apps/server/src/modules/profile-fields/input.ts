/**
 * The input of profile fields: a user's answers in PUT /auth (JSON or multipart) and the admin
 * API's bodies.
 */
import { Type } from 'typebox';
import { SUPPORTED_LOCALES } from '@tribune/domain';
import { Int, Int64Id, Int64IdValue, Text } from '../../http/input.ts';
import { PROFILE_FIELD_TYPES } from './repository.ts';

/** At most this many fields in one save (and values of one multi field). */
export const MAX_ANSWERS = 100;

const AnswerValue = Type.Union([Text({ maxLength: 1000 }), Type.Integer({ minimum: 0, maximum: 2 ** 53 - 1 })]);

/** `profile_fields` of PUT /auth as JSON. */
export const ProfileFieldAnswers = Type.Array(
  Type.Object(
    {
      profile_field_id: Int64IdValue,
      value: Type.Optional(Type.Union([AnswerValue, Type.Null()])),
      values: Type.Optional(Type.Array(AnswerValue, { maxItems: MAX_ANSWERS })),
    },
    { additionalProperties: false },
  ),
  {
    maxItems: MAX_ANSWERS,
    description:
      'Answers to profile fields: {profile_field_id, value} (null or empty clears), or {profile_field_id, values} ' +
      'for a multi field. text: at most 200 characters; select: option ids of that field; country: ISO 3166-1 ' +
      'alpha-2 codes. The given fields are replaced, the others kept. In multipart: profile_fields[i][profile_field_id], ' +
      'profile_fields[i][value], profile_fields[i][values][], or one part profile_fields holding this list as JSON.',
  },
);

/** One answer as read from JSON or multipart, not yet checked. */
export interface RawAnswer {
  profile_field_id?: unknown;
  value?: unknown;
  values?: unknown;
}

const INDEXED = /^(?:user\[profile_fields\]|profile_fields)\[(\d{1,3})\]\[(profile_field_id|value|values)\](\[\])?$/;
const WHOLE = /^(?:user\[profile_fields\]|profile_fields)$/;

/**
 * Collects the multipart text parts of profile fields: `profile_fields[i][field]` (and
 * `[values][]`, repeated), or one `profile_fields` part holding the JSON list. Answers the list
 * (or the text that was not JSON) once every part was taken.
 */
export class MultipartAnswers {
  private json: string | undefined;
  private readonly items = new Map<number, RawAnswer>();

  /** Takes a part if it belongs to profile fields; false otherwise. */
  take(name: string, value: string): boolean {
    if (WHOLE.test(name)) {
      this.json = value;
      return true;
    }
    const m = INDEXED.exec(name);
    if (!m) return false;
    const index = Number(m[1]);
    const item = this.items.get(index) ?? {};
    this.items.set(index, item);
    if (m[2] === 'values') item.values = [...(Array.isArray(item.values) ? item.values : []), value];
    else item[m[2] as 'profile_field_id' | 'value'] = value;
    return true;
  }

  /** The answers, undefined when no part was about profile fields. */
  result(): unknown {
    if (this.json !== undefined) {
      try {
        return JSON.parse(this.json) as unknown;
      } catch {
        return { notJson: true };
      }
    }
    if (this.items.size === 0) return undefined;
    return [...this.items.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
  }
}

const Names = (required: boolean) =>
  Type.Object(
    Object.fromEntries(
      SUPPORTED_LOCALES.map((l) => [
        l,
        l === 'en' && required ? Text({ minLength: 1, maxLength: 100 }) : Type.Optional(Text({ maxLength: 100 })),
      ]),
    ),
    { additionalProperties: false, description: 'The name per language; en is required.' },
  );

const OptionInput = Type.Object(
  {
    id: Type.Optional(Int64IdValue),
    name: Names(true),
    position: Type.Optional(Int({ minimum: 0, maximum: 100000 })),
  },
  { additionalProperties: false },
);

const fieldProps = (create: boolean) => {
  const maybe = <T extends Parameters<typeof Type.Optional>[0]>(t: T) => (create ? t : Type.Optional(t));
  return {
    key: maybe(
      Type.String({
        pattern: '^[a-z][a-z0-9_]{0,49}$',
        description: 'Lower-case letters, digits and underscores (at most 50), unique.',
      }),
    ),
    name: maybe(Names(true)),
    field_type: maybe(Type.String({ enum: [...PROFILE_FIELD_TYPES] })),
    is_multi: Type.Optional(Type.Boolean()),
    required: Type.Optional(Type.Boolean()),
    position: Type.Optional(Int({ minimum: 0, maximum: 100000 })),
    options: Type.Optional(
      Type.Array(OptionInput, {
        maxItems: MAX_ANSWERS,
        description:
          'select fields only: the whole list (options with an id are kept and renamed, without one are added, the missing ones deleted with their answers).',
      }),
    ),
  };
};

/** POST /v2/admin/profile_fields. */
export const CreateFieldBody = Type.Object(
  { profile_field: Type.Object(fieldProps(true), { additionalProperties: false }) },
  { additionalProperties: false },
);

/** PUT /v2/admin/profile_fields/{id}. */
export const UpdateFieldBody = Type.Object(
  { profile_field: Type.Object(fieldProps(false), { additionalProperties: false }) },
  { additionalProperties: false },
);

/** An admin's field input after the schema. */
export interface FieldInput {
  key?: string;
  name?: Record<string, string | undefined>;
  field_type?: (typeof PROFILE_FIELD_TYPES)[number];
  is_multi?: boolean;
  required?: boolean;
  position?: number;
  options?: Array<{ id?: string | number; name: Record<string, string | undefined>; position?: number }>;
}

/** `/v2/admin/profile_fields/{id}`. */
export const FieldParams = Type.Object({ id: Int64Id });
