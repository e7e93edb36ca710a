import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  FAN_GROUP_ACCEPTANCE,
  FAN_GROUP_ACCESS,
  FAN_GROUP_FEED_VISIBILITY,
  FAN_GROUP_POST_CREATION,
  FAN_GROUP_POST_VISIBILITY,
  FAN_GROUP_ROLES,
  FAN_GROUP_USER_LISTS,
  FAN_GROUP_USER_STATUSES,
  FAN_GROUP_VISIBILITY,
} from '@tribune/domain';
import { fieldInvalid as invalid } from '../../http/errors.ts';
import {
  Int64Id,
  isSafeName,
  isSafeText,
  Name,
  nameMessage,
  PageQuery,
  Slug,
  Text,
  UNSAFE_TEXT_MESSAGE,
} from '../../http/input.ts';
import { readResourceForm } from '../../http/multipart.ts';
import { IdParam, SlugParam } from '../../platform/params.ts';
import type { UploadedFile } from '../../platform/user-media.ts';
import { renderUploadWithin } from '../../platform/webp.ts';

/** The longest group name, in characters. */
export const MAX_GROUP_NAME = 100;
/** The longest group description, in characters of HTML. */
export const MAX_GROUP_DESCRIPTION = 20_000;

/** The settings fields of a group and their allowed values (docs/COMMUNITY.md "Groups", verbatim). */
export const SETTING_FIELDS = {
  access: FAN_GROUP_ACCESS,
  visibility: FAN_GROUP_VISIBILITY,
  post_visibility: FAN_GROUP_POST_VISIBILITY,
  post_creation: FAN_GROUP_POST_CREATION,
  feed_visibility: FAN_GROUP_FEED_VISIBILITY,
} as const;
type SettingField = keyof typeof SETTING_FIELDS;

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Optional(Type.Union([t, Type.Null()]));

/** The JSON body of creating or updating a group; multipart sends the same fields as `fan_group[...]` and `fan_group[image_file]`. */
export const GroupBody = Type.Object(
  {
    fan_group: Type.Object(
      {
        name: nullable(Name({ maxLength: MAX_GROUP_NAME })),
        description: nullable(Text({ maxLength: MAX_GROUP_DESCRIPTION, description: 'Rich text (HTML), sanitized.' })),
        access: nullable(Type.String({ enum: [...FAN_GROUP_ACCESS] })),
        visibility: nullable(Type.String({ enum: [...FAN_GROUP_VISIBILITY] })),
        post_visibility: nullable(Type.String({ enum: [...FAN_GROUP_POST_VISIBILITY] })),
        post_creation: nullable(Type.String({ enum: [...FAN_GROUP_POST_CREATION] })),
        feed_visibility: nullable(Type.String({ enum: [...FAN_GROUP_FEED_VISIBILITY] })),
      },
      { additionalProperties: false },
    ),
  },
  {
    additionalProperties: false,
    description:
      'Null fields are dropped. Also multipart/form-data: fan_group[name], ... and the image file fan_group[image_file].',
  },
);

/** A group as read from the request: the fields present (nulls dropped) and the image. */
export interface GroupForm {
  name?: string;
  description?: string;
  settings: Partial<Record<SettingField, string>>;
  image?: UploadedFile;
}

const TEXT_LIMITS = { name: MAX_GROUP_NAME, description: MAX_GROUP_DESCRIPTION } as const;
const IMAGE_FIELDS = { 'fan_group[image_file]': 'image', image_file: 'image' } as const;

/** Puts one field into the form, checked as the JSON schema checks it (multipart skips the schema). */
function setField(form: GroupForm, key: string, value: unknown): void {
  if (value === null || value === undefined) return; // dropped, as the client drops them
  const field = `fan_group.${key}`;
  if (typeof value !== 'string') throw invalid(field, 'must be a text');
  if (!isSafeText(value)) throw invalid(field, UNSAFE_TEXT_MESSAGE);
  if (key === 'name' || key === 'description') {
    if (value.length > TEXT_LIMITS[key])
      throw invalid(field, `is too long (maximum is ${TEXT_LIMITS[key]} characters)`);
    if (key === 'name' && !isSafeName(value)) throw invalid(field, nameMessage(value));
    form[key] = value;
    return;
  }
  if (key in SETTING_FIELDS) {
    const allowed = SETTING_FIELDS[key as SettingField] as readonly string[];
    if (!allowed.includes(value)) throw invalid(field, `is not included in the list (${allowed.join(', ')})`);
    form.settings[key as SettingField] = value;
    return;
  }
  throw invalid(field, 'is not a known field');
}

/** Reads `{fan_group:{...}}` JSON or a multipart form (`fan_group[name]` ..., `fan_group[image_file]`). */
export function readGroupForm(req: FastifyRequest, maxBytes: number): Promise<GroupForm> {
  // fan_group[field] and, for arrays, fan_group[field][] (docs/COMMUNITY.md "Groups"); no field of a group is a list today.
  return readResourceForm<GroupForm>(
    req,
    maxBytes,
    { settings: {} },
    { resource: 'fan_group', files: IMAGE_FIELDS, set: setField },
  );
}

/** Checks a group image by its content and renders it as WebP within 1200×1200. */
export async function renderGroupImage(file: UploadedFile): Promise<Buffer> {
  return (await renderUploadWithin(file, 'fan_group.image_file', 1200, 1200)).data;
}

// ---- the other requests of the group routes ----

/** The request body of creating or editing a group: JSON (`GroupBody`) or multipart, read by `readGroupForm`. */
export const GroupWriteBody = { content: { 'application/json': { schema: GroupBody } } };

/** A group's path parameters. */
export const GroupParams = Type.Object({ slug: SlugParam });

/** A member's path parameters. */
export const MemberParams = Type.Object({ slug: SlugParam, user_id: IdParam });

/** `GET /v2/fan_groups`: the filters and the page. */
export const GroupListQuery = Type.Object({
  by_featured: Type.Optional(Type.Boolean({ default: true })),
  for_user: Type.Optional(Slug),
  search: Type.Optional(Text({ maxLength: 100 })),
  ...PageQuery,
});

/** Inviting users by slug. */
export const InviteBody = Type.Object(
  { user_slugs: Type.Array(Slug, { minItems: 1, maxItems: 20 }) },
  { additionalProperties: false },
);

/** A group's new post visibility. */
export const PostVisibilityBody = Type.Object(
  {
    data: Type.Object(
      { post_visibility: Type.String({ enum: [...FAN_GROUP_POST_VISIBILITY] }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** Which member list, and the page. */
export const MemberListQuery = Type.Object({
  list: Type.Optional(Type.String({ enum: [...FAN_GROUP_USER_LISTS], default: 'active' })),
  ...PageQuery,
});

/** A member's new status. */
export const MemberStatusBody = Type.Object(
  {
    data: Type.Object({ status: Type.String({ enum: [...FAN_GROUP_USER_STATUSES] }) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

/** A member's new role (`owner` transfers the ownership). */
export const MemberRoleBody = Type.Object(
  { data: Type.Object({ role: Type.String({ enum: [...FAN_GROUP_ROLES] }) }, { additionalProperties: false }) },
  { additionalProperties: false },
);

/** Who a post may mention, by name or slug. */
export const MentionsQuery = Type.Object({ search: Type.Optional(Text({ maxLength: 100 })) });

/** The admins' list of every group: an acceptance status, and the page. */
export const AdminGroupListQuery = Type.Object({
  acceptance_status: Type.Optional(Type.String({ enum: [...FAN_GROUP_ACCEPTANCE] })),
  search: Type.Optional(Text({ maxLength: 100, description: 'In the name and the slug' })),
  sort: Type.Optional(Type.String({ enum: ['newest', 'oldest', 'name', 'members'], default: 'newest' })),
  ...PageQuery,
});

/** A page of a group's actions (the audit entries about it). */
export const AdminGroupActionsQuery = Type.Object({ ...PageQuery });

/** A group's path parameters in the admin API (its id). */
export const AdminGroupParams = Type.Object({ id: Int64Id });

/** The admins' review of a group: acceptance and featuring. */
export const AdminGroupBody = Type.Object(
  {
    fan_group: Type.Object(
      {
        acceptance_status: Type.Optional(Type.String({ enum: [...FAN_GROUP_ACCEPTANCE] })),
        featured: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false },
    ),
    reason: Type.Optional(Text({ maxLength: 500, description: 'Why; recorded in the audit log' })),
  },
  { additionalProperties: false },
);

/** The instance's fan group settings. */
export const GroupSettingsBody = Type.Object(
  {
    fan_group_settings: Type.Object({ review_new_groups: Type.Boolean() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
