import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  MAX_ORGANIZATION_DESCRIPTION,
  MAX_ORGANIZATION_NAME,
  MAX_ORGANIZATION_WEBSITE,
  ORGANIZATION_FILTERS,
  ORGANIZATION_STATUSES,
  ORGANIZATION_USER_ROLES,
  websiteUrl,
} from '@tribune/domain';
import { fieldInvalid as invalid } from '../../http/errors.ts';
import {
  Int64Id,
  Int64IdValue,
  isSafeName,
  isSafeText,
  Name,
  nameMessage,
  PageQuery,
  Text,
  UNSAFE_TEXT_MESSAGE,
} from '../../http/input.ts';
import { readResourceForm } from '../../http/multipart.ts';
import { IdParam } from '../../platform/params.ts';
import type { UploadedFile } from '../../platform/user-media.ts';
import { renderUploadWithin } from '../../platform/webp.ts';

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Optional(Type.Union([t, Type.Null()]));

/** The JSON body of creating or updating an organization; multipart sends the same fields as `organization[...]` with the files. */
export const OrganizationBody = Type.Object(
  {
    organization: Type.Object(
      {
        // minLength 1: with type coercion on, a null stays null (dropped) instead of becoming "".
        name: nullable(Name({ minLength: 1, maxLength: MAX_ORGANIZATION_NAME })),
        description: nullable(
          Text({
            minLength: 1,
            maxLength: MAX_ORGANIZATION_DESCRIPTION,
            description: 'Rich text (HTML), sanitized; an empty document is <p></p>.',
          }),
        ),
        website_url: Type.Optional(
          Text({ maxLength: MAX_ORGANIZATION_WEBSITE, description: 'An http or https address; empty clears it.' }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  {
    additionalProperties: false,
    description:
      'Null fields are dropped. Also multipart/form-data: organization[name], organization[description], organization[website_url] and the image files organization[logo_file], organization[hero_file].',
  },
);

/** An organization as read from the request: the fields present (nulls dropped) and the images. */
export interface OrganizationForm {
  name?: string;
  description?: string;
  /** An http(s) address, or null to clear it. */
  websiteUrl?: string | null;
  logo?: UploadedFile;
  hero?: UploadedFile;
}

const FILE_FIELDS: Record<string, 'logo' | 'hero'> = {
  'organization[logo_file]': 'logo',
  logo_file: 'logo',
  'organization[hero_file]': 'hero',
  hero_file: 'hero',
};

/** Puts one field into the form, checked as the JSON schema checks it (multipart skips the schema). */
function setField(form: OrganizationForm, key: string, value: unknown): void {
  if (value === null || value === undefined) return; // dropped, as the client drops them
  const field = `organization.${key}`;
  if (typeof value !== 'string') throw invalid(field, 'must be a text');
  if (!isSafeText(value)) throw invalid(field, UNSAFE_TEXT_MESSAGE);
  switch (key) {
    case 'name': {
      const name = value.replace(/\s+/g, ' ').trim();
      if (name.length === 0) throw invalid(field, "can't be blank");
      if (name.length > MAX_ORGANIZATION_NAME)
        throw invalid(field, `is too long (maximum is ${MAX_ORGANIZATION_NAME} characters)`);
      if (!isSafeName(name)) throw invalid(field, nameMessage(name));
      form.name = name;
      return;
    }
    case 'description':
      if (value.length > MAX_ORGANIZATION_DESCRIPTION)
        throw invalid(field, `is too long (maximum is ${MAX_ORGANIZATION_DESCRIPTION} characters)`);
      form.description = value;
      return;
    case 'website_url': {
      if (value.trim() === '') {
        form.websiteUrl = null;
        return;
      }
      const url = websiteUrl(value);
      if (!url) throw invalid(field, 'must be an http or https address');
      form.websiteUrl = url;
      return;
    }
    default:
      throw invalid(field, 'is not a known field');
  }
}

/** Reads `{organization:{...}}` JSON or a multipart form (`organization[name]` ..., `organization[logo_file]`, `organization[hero_file]`). */
export function readOrganizationForm(req: FastifyRequest, maxBytes: number): Promise<OrganizationForm> {
  return readResourceForm<OrganizationForm>(
    req,
    maxBytes,
    {},
    { resource: 'organization', files: FILE_FIELDS, set: setField },
  );
}

/** The renditions of the two images: a logo within 512×512, a hero within 1600×900, both WebP. */
const RENDITIONS = {
  logo: { width: 512, height: 512, field: 'organization.logo_file' },
  hero: { width: 1600, height: 900, field: 'organization.hero_file' },
} as const;

/** Checks an organization image by its content and renders it as WebP. */
export async function renderOrganizationImage(kind: 'logo' | 'hero', file: UploadedFile): Promise<Buffer> {
  const r = RENDITIONS[kind];
  return (await renderUploadWithin(file, r.field, r.width, r.height)).data;
}

/** The path parameters of an organization. */
export const OrganizationParams = Type.Object({ id: IdParam });

/** The list's query: the filter (all, sponsors, mine), a search by name, the page. */
export const OrganizationsQuery = Type.Object({
  filter: Type.Optional(Type.String({ enum: [...ORGANIZATION_FILTERS], default: 'all' })),
  search: Type.Optional(Text({ maxLength: 100 })),
  ...PageQuery,
});

/** The query of a page of an organization's users. */
export const OrganizationUsersQuery = Type.Object({ ...PageQuery });

/** The JSON body of creating or updating, as the routes declare it (multipart is read by `readOrganizationForm`). */
export const OrganizationWriteBody = { content: { 'application/json': { schema: OrganizationBody } } };

/** Why a member of the team changed an organization or a membership: kept in the audit log. */
const AuditReason = Text({ maxLength: 500, description: 'Why; recorded in the audit log' });

/** The admins' list query: a status (submitted: waiting for review), a search by name, the page. */
export const AdminOrganizationsQuery = Type.Object({
  status: Type.Optional(Type.String({ enum: [...ORGANIZATION_STATUSES] })),
  search: Type.Optional(Text({ maxLength: 100 })),
  ...PageQuery,
});

/** The path parameters of an organization's user. */
export const OrganizationUserParams = Type.Object({ id: Int64Id, user_id: Int64Id });

/** The body of PUT /v2/admin/organizations/{id}: the review, the sponsor flag, the fields. */
export const AdminOrganizationBody = Type.Object(
  {
    organization: Type.Object(
      {
        status: Type.Optional(Type.String({ enum: [...ORGANIZATION_STATUSES] })),
        sponsor: Type.Optional(Type.Boolean()),
        name: Type.Optional(Name({ minLength: 1, maxLength: MAX_ORGANIZATION_NAME })),
        description: Type.Optional(Text({ maxLength: MAX_ORGANIZATION_DESCRIPTION })),
        website_url: Type.Optional(
          Type.Union([Text({ maxLength: MAX_ORGANIZATION_WEBSITE }), Type.Null()], {
            description: 'An http or https address; null or empty clears it.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    reason: Type.Optional(AuditReason),
  },
  { additionalProperties: false },
);

/** The body of adding a user to an organization or changing their role. */
export const OrganizationUserBody = Type.Object(
  {
    organization_user: Type.Object(
      {
        user_id: Int64IdValue,
        role: Type.Optional(Type.String({ enum: [...ORGANIZATION_USER_ROLES], default: 'member' })),
      },
      { additionalProperties: false },
    ),
    reason: Type.Optional(AuditReason),
  },
  { additionalProperties: false },
);

/** The body of setting the organization shown with a user's name (null: none). */
export const ShownOrganizationBody = Type.Object(
  { organization_id: Type.Union([Int64IdValue, Type.Null()]), reason: Type.Optional(AuditReason) },
  { additionalProperties: false },
);
