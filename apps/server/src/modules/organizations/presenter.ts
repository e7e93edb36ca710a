import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import { ORGANIZATION_STATUSES, ORGANIZATION_USER_ROLES } from '@tribune/domain';
import { nameWarning } from '../../platform/name-warning.ts';
import { mediaUrl } from '../../platform/user-media.ts';
import { organizationsPolicy, subjectOf, type OrganizationActor } from './policy.ts';
import type { OrganizationRow, OrganizationUserRow } from './repository.ts';

const Ref = (type: string) => Type.Object({ id: Type.String(), type: Type.Literal(type) });
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** An organization with every field (its list and page; users' `included` carry only the name). */
export const OrganizationDetailSchema = recordSchema(
  'organization',
  {
    attributes: Type.Object({
      name: Type.String(),
      name_warning: Type.Union([Type.Literal('mixed_scripts'), Type.Null()], {
        description:
          'For instance admins (null for everyone else): mixed_scripts when the name mixes scripts confusably (UTS #39); a warning, not a refusal.',
      }),
      description: Type.String({ description: 'Sanitized HTML.' }),
      website_url: NullableString,
      logo_url: NullableString,
      hero_url: NullableString,
      sponsor: Type.Boolean(),
      status: Type.String({ enum: [...ORGANIZATION_STATUSES] }),
      users_count: Type.Integer(),
      current_user_role: Type.Union([Type.String({ enum: [...ORGANIZATION_USER_ROLES] }), Type.Null()]),
      editable: Type.Boolean({ description: 'The viewer may edit it (its admins, instance admins).' }),
      name_editable: Type.Boolean({ description: 'The viewer may rename it (not its admins once accepted).' }),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
    }),
    relationships: Type.Object({
      organization_media: Type.Object({ data: Type.Array(Ref('organization_medium')) }),
      sponsor_medium: Type.Object({ data: Type.Union([Ref('sponsor_medium'), Type.Null()]) }),
    }),
  },
  { $id: 'OrganizationDetail' },
);

/** An image of an organization (its logo or its hero image), in `included`. */
export const OrganizationMediumSchema = recordSchema(
  'organization_medium',
  {
    id: Type.String({ description: '{organization id}-logo or {organization id}-hero.' }),
    attributes: Type.Object({ kind: Type.String({ enum: ['logo', 'hero'] }), url: Type.String() }),
    relationships: Type.Object({ organization: Type.Object({ data: Ref('organization') }) }),
  },
  { $id: 'OrganizationMedium' },
);

/** A sponsor organization's logo with its link, in `included` (sponsor organizations with a logo). */
export const SponsorMediumSchema = recordSchema(
  'sponsor_medium',
  {
    id: Type.String({ description: 'The organization id.' }),
    attributes: Type.Object({ name: Type.String(), url: Type.String(), link: NullableString }),
    relationships: Type.Object({ organization: Type.Object({ data: Ref('organization') }) }),
  },
  { $id: 'SponsorMedium' },
);

/** A user's membership of an organization. */
export const OrganizationUserSchema = recordSchema(
  'organization_user',
  {
    attributes: Type.Object({
      role: Type.String({ enum: [...ORGANIZATION_USER_ROLES] }),
      created_at: Type.String({ format: 'date-time' }),
    }),
    relationships: Type.Object({
      user: Type.Object({ data: Ref('user') }),
      organization: Type.Object({ data: Ref('organization') }),
    }),
  },
  { $id: 'OrganizationUser' },
);

/** What an organization carries in `included`: its images and its sponsor medium. */
export const OrganizationIncluded = Type.Array(Type.Union([Type.Ref('OrganizationMedium'), Type.Ref('SponsorMedium')]));

/** The schemas this module adds to the contract. */
export const ORGANIZATION_SCHEMAS = [
  OrganizationDetailSchema,
  OrganizationMediumSchema,
  SponsorMediumSchema,
  OrganizationUserSchema,
];

/** Presents an organization for a viewer. */
export function presentOrganizationDetail(row: OrganizationRow, actor: OrganizationActor, publicUrl: string) {
  const media = [
    ...(row.logoKey ? [{ id: `${row.id}-logo`, type: 'organization_medium' as const }] : []),
    ...(row.heroKey ? [{ id: `${row.id}-hero`, type: 'organization_medium' as const }] : []),
  ];
  return {
    id: String(row.id),
    type: 'organization' as const,
    attributes: {
      name: row.name,
      name_warning: organizationsPolicy.can(actor.caller, 'review', row) ? nameWarning(row.name) : null,
      description: row.description,
      website_url: row.websiteUrl,
      logo_url: mediaUrl(publicUrl, row.logoKey),
      hero_url: mediaUrl(publicUrl, row.heroKey),
      sponsor: row.sponsor,
      status: row.status,
      users_count: row.usersCount,
      current_user_role: actor.role ?? null,
      editable: organizationsPolicy.can(actor.caller, 'edit', subjectOf(row, actor)),
      name_editable: organizationsPolicy.can(actor.caller, 'rename', subjectOf(row, actor)),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
    relationships: {
      organization_media: { data: media },
      sponsor_medium: {
        data: row.sponsor && row.logoKey ? { id: String(row.id), type: 'sponsor_medium' as const } : null,
      },
    },
  };
}

/** The media records of an organization for `included`: its images, and its sponsor medium when it sponsors. */
export function mediaOf(row: OrganizationRow, publicUrl: string) {
  const organization = { data: { id: String(row.id), type: 'organization' as const } };
  const records: Array<Record<string, unknown>> = [];
  for (const [kind, key] of [
    ['logo', row.logoKey],
    ['hero', row.heroKey],
  ] as const) {
    if (key) {
      records.push({
        id: `${row.id}-${kind}`,
        type: 'organization_medium',
        attributes: { kind, url: mediaUrl(publicUrl, key) },
        relationships: { organization },
      });
    }
  }
  if (row.sponsor && row.logoKey) {
    records.push({
      id: String(row.id),
      type: 'sponsor_medium',
      attributes: { name: row.name, url: mediaUrl(publicUrl, row.logoKey), link: row.websiteUrl },
      relationships: { organization },
    });
  }
  return records;
}

/** Presents a membership. */
export function presentOrganizationUser(m: OrganizationUserRow) {
  return {
    id: String(m.id),
    type: 'organization_user' as const,
    attributes: { role: m.role, created_at: m.createdAt.toISOString() },
    relationships: {
      user: { data: { id: String(m.userId), type: 'user' as const } },
      organization: { data: { id: String(m.organizationId), type: 'organization' as const } },
    },
  };
}
