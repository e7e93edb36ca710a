import { Type } from 'typebox';
import { SUPPORTED_LOCALES } from '@tribune/domain';
import {
  Int64Id,
  isSafeName,
  isSafeText,
  Name,
  nameMessage,
  Slug,
  Text,
  UNSAFE_TEXT_MESSAGE,
} from '../../http/input.ts';
import type { ProfileUpdate } from './repository.ts';
import type { FastifyRequest } from 'fastify';
import { fieldInvalid } from '../../http/errors.ts';
import { eachPart, readFilePart, refusedFile } from '../../http/multipart.ts';
import { MultipartAnswers, ProfileFieldAnswers } from '../profile-fields/index.ts';
import type { UploadedFile } from '../../platform/user-media.ts';

/** The profile fields a user may change with PUT /auth. */
export const PROFILE_FIELDS = [
  'display_name',
  'locale',
  'welcomed_at',
  'skip_boost_modal',
  'nft_trading_help_seen',
  'oembed_consent',
  'notification_token',
] as const;

/** The largest JSON string accepted in oembed_consent and notification_token. */
export const JSON_FIELD_MAX = 4096;

const nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Optional(Type.Union([t, Type.Null()]));

const ProfileFields = {
  display_name: Type.Optional(Name({ maxLength: 200, description: '1 to 50 characters after trimming.' })),
  locale: Type.Optional(Type.String({ enum: [...SUPPORTED_LOCALES] })),
  welcomed_at: nullable(Type.String({ format: 'date-time' })),
  skip_boost_modal: Type.Optional(Type.Boolean()),
  nft_trading_help_seen: Type.Optional(Type.Boolean()),
  oembed_consent: nullable(
    Text({ maxLength: JSON_FIELD_MAX, description: 'A JSON object, as a string, at most 4 KB.' }),
  ),
  notification_token: nullable(
    Text({ maxLength: JSON_FIELD_MAX, description: 'JSON, as a string, at most 4 KB (web push subscription).' }),
  ),
  profile_fields: Type.Optional(ProfileFieldAnswers),
};

/** PUT /auth as JSON: the fields flat, or nested under `user`. */
export const ProfileBody = Type.Object(
  { ...ProfileFields, user: Type.Optional(Type.Object(ProfileFields, { additionalProperties: false })) },
  {
    additionalProperties: false,
    description:
      'Also accepted as multipart/form-data with the same fields as text parts (flat or as user[field]) ' +
      'and the image files avatar_file and hero_medium_file.',
  },
);

type Fields = Record<string, string[]>;

function add(errors: Fields, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

function bool(raw: unknown): boolean | undefined {
  if (typeof raw === 'boolean') return raw;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return undefined;
}

/** A JSON text of at most 4 KB; `object` requires a JSON object. Empty or null clears the field. */
function jsonText(raw: unknown, object: boolean): { value: string | null } | { error: string } {
  if (raw === null || raw === '' || raw === 'null') return { value: null };
  if (typeof raw !== 'string') return { error: 'must be a JSON string' };
  if (Buffer.byteLength(raw) > JSON_FIELD_MAX) return { error: `is too long (maximum is ${JSON_FIELD_MAX} bytes)` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { error: 'is not valid JSON' };
  }
  if (object && (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))) {
    return { error: 'must be a JSON object' };
  }
  return { value: raw };
}

/**
 * Validates profile input from a JSON body or multipart text parts (where every value is a
 * string) and returns the row update, or the field errors.
 */
export function parseProfileInput(raw: Record<string, unknown>): { update: ProfileUpdate; errors: Fields } {
  const update: ProfileUpdate = {};
  // No prototype: a multipart field named `constructor` is reported, not looked up on Object.
  const errors = Object.create(null) as Fields;
  for (const [field, value] of Object.entries(raw)) {
    // Multipart text parts never met the schema's pattern: PostgreSQL cannot store these characters.
    if (typeof value === 'string' && !isSafeText(value)) {
      add(errors, field, UNSAFE_TEXT_MESSAGE);
      continue;
    }
    switch (field) {
      case 'display_name': {
        const name = typeof value === 'string' ? value.trim() : undefined;
        if (name === undefined) add(errors, field, 'must be a text');
        else if (name.length === 0) add(errors, field, "can't be blank");
        else if ([...name].length > 50) add(errors, field, 'is too long (maximum is 50 characters)');
        // eslint-disable-next-line no-control-regex
        else if (/[\u0000-\u001f\u007f]/.test(name)) add(errors, field, 'contains invalid characters');
        else if (!isSafeName(name)) add(errors, field, nameMessage(name));
        else update.displayName = name;
        break;
      }
      case 'locale':
        if (typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value))
          update.locale = value;
        else add(errors, field, `is not included in the list (${SUPPORTED_LOCALES.join(', ')})`);
        break;
      case 'welcomed_at': {
        if (value === null || value === '' || value === 'null') update.welcomedAt = null;
        else if (typeof value === 'string' && /^\d{4}-\d\d-\d\d(T[\d:.]+(Z|[+-]\d\d:?\d\d)?)?$/.test(value)) {
          const at = new Date(value);
          if (Number.isNaN(at.getTime())) add(errors, field, 'is not a valid date');
          else update.welcomedAt = at;
        } else add(errors, field, 'is not a valid date');
        break;
      }
      case 'skip_boost_modal':
      case 'nft_trading_help_seen': {
        const b = bool(value);
        if (b === undefined) add(errors, field, 'must be true or false');
        else if (field === 'skip_boost_modal') update.skipBoostModal = b;
        else update.nftTradingHelpSeen = b;
        break;
      }
      case 'oembed_consent':
      case 'notification_token': {
        const result = jsonText(value, field === 'oembed_consent');
        if ('error' in result) add(errors, field, result.error);
        else if (field === 'oembed_consent') update.oembedConsent = result.value;
        else update.notificationToken = result.value;
        break;
      }
      default:
        add(errors, field, 'is not a known field');
    }
  }
  return { update, errors };
}

/** Flattens `{ ...fields, user: { ...fields } }` or `user[field]` names into one field map. */
export function flattenProfileFields(raw: Record<string, unknown>): Record<string, unknown> {
  // No prototype: a field named __proto__ stays an ordinary (unknown, refused) field.
  const out = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'user' && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) out[k] = v;
      continue;
    }
    const nested = /^user\[([a-z_]+)\]$/.exec(key);
    out[nested ? nested[1]! : key] = value;
  }
  return out;
}

/** `/v2/profiles/{slug}`. */
export const ProfileParams = Type.Object({ slug: Slug });

/** `/v2/users/{id}/...`. */
export const UserIdParams = Type.Object({ id: Int64Id });

/** A profile update as read from the request: text fields and the two optional images. */
export interface ProfileForm {
  fields: Record<string, unknown>;
  avatar?: UploadedFile;
  hero?: UploadedFile;
  /** `profile_fields` (answers to the instance's profile fields), not yet checked. */
  profileFields?: unknown;
}

/** Moves `profile_fields` out of the flat fields into the form. */
function withAnswers(form: ProfileForm): ProfileForm {
  if (!('profile_fields' in form.fields)) return form;
  const { profile_fields: profileFields, ...fields } = form.fields;
  return { ...form, fields: Object.assign(Object.create(null) as Record<string, unknown>, fields), profileFields };
}

const FILE_FIELDS: Record<string, 'avatar' | 'hero'> = {
  avatar_file: 'avatar',
  'user[avatar_file]': 'avatar',
  hero_medium_file: 'hero',
  'user[hero_medium_file]': 'hero',
};

/** Reads PUT /auth as JSON or multipart; limits come from the multipart registration (UPLOAD_MAX_BYTES). */
export async function readProfileForm(req: FastifyRequest, maxBytes: number): Promise<ProfileForm> {
  if (!req.isMultipart()) {
    return withAnswers({ fields: flattenProfileFields((req.body ?? {}) as Record<string, unknown>) });
  }
  const raw: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const form: ProfileForm = { fields: raw };
  const answers = new MultipartAnswers();
  await eachPart(req, maxBytes, async (part) => {
    if (part.type === 'file') {
      const slot = FILE_FIELDS[part.fieldname];
      if (!slot) throw refusedFile(part);
      form[slot] = await readFilePart(part, maxBytes);
      return;
    }
    if (part.valueTruncated) throw fieldInvalid(part.fieldname, 'is too long');
    if (!answers.take(part.fieldname, String(part.value))) raw[part.fieldname] = part.value;
  });
  const profileFields = answers.result();
  return withAnswers({
    ...form,
    fields: flattenProfileFields(raw),
    ...(profileFields === undefined ? {} : { profileFields }),
  });
}
