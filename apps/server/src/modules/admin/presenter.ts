import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import { AUDIENCES, CONTENT_TYPES } from '@tribune/domain';
import type { CategoryRow, ContentRow } from '../contents/index.ts';
import { nameWarning } from '../../platform/name-warning.ts';
import type { StaticPageRow } from '../static-pages/index.ts';
import type { UserRow } from '../users/index.ts';
import {
  USER_ROLES,
  USER_STATUSES,
  type MemberCounts,
  type MemberHistoryRow,
  type MemberOrganizationRow,
} from './repository.ts';

const Texts = Type.Record(Type.String(), Type.String());
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** A content as admins edit it: every language, unpublished state included. */
export const AdminContentSchema = recordSchema(
  'admin_content',
  {
    attributes: Type.Object({
      slug: Type.String(),
      translated_slugs: Texts,
      content_type: Type.Enum(CONTENT_TYPES),
      title: Texts,
      teaser: Texts,
      body: Texts,
      tags: Type.Array(Type.String()),
      category_id: Nullable(Type.String()),
      hero_medium_id: Nullable(Type.String()),
      available_for: Type.Array(Type.Enum(AUDIENCES)),
      no_crawl: Type.Boolean(),
      price: Nullable(
        Type.String({ description: 'The unlock price (buyer audience), base units; null: not for sale.' }),
      ),
      published: Type.Boolean(),
      published_at: Nullable(Type.String({ format: 'date-time' })),
      publish_at: Nullable(
        Type.String({ format: 'date-time', description: 'When it is published by itself; null: not scheduled.' }),
      ),
      unpublish_at: Nullable(
        Type.String({ format: 'date-time', description: 'When it is unpublished by itself; null: no end.' }),
      ),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
    }),
  },
  { $id: 'AdminContent' },
);

/** A category as admins edit it. */
export const AdminCategorySchema = recordSchema(
  'admin_category',
  {
    attributes: Type.Object({
      slug: Type.String(),
      title: Texts,
      bg_color: Type.String(),
      text_color: Type.String(),
      medium_id: Nullable(Type.String()),
      sort_order: Type.Integer(),
    }),
  },
  { $id: 'AdminCategory' },
);

/** A static page as admins edit it. */
export const AdminStaticPageSchema = recordSchema(
  'admin_static_page',
  {
    attributes: Type.Object({
      slug: Type.String(),
      translated_slugs: Texts,
      title: Texts,
      description: Texts,
      body: Texts,
      menu_slug: Nullable(Type.String()),
      no_crawl: Type.Boolean(),
      published: Type.Boolean(),
      updated_at: Type.String({ format: 'date-time' }),
    }),
  },
  { $id: 'AdminStaticPage' },
);

const idOrNull = (id: number | null) => (id === null ? null : String(id));

/** Presents a content for the admin API. */
export function presentAdminContent(row: ContentRow) {
  return {
    id: String(row.id),
    type: 'admin_content' as const,
    attributes: {
      slug: row.slug,
      translated_slugs: row.translatedSlugs,
      content_type: row.contentType,
      title: row.title,
      teaser: row.teaser,
      body: row.body,
      tags: row.tags,
      category_id: idOrNull(row.categoryId),
      hero_medium_id: idOrNull(row.heroMediumId),
      available_for: row.availableFor,
      no_crawl: row.noCrawl,
      price: row.price,
      published: row.published,
      published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
      publish_at: row.publishAt ? row.publishAt.toISOString() : null,
      unpublish_at: row.unpublishAt ? row.unpublishAt.toISOString() : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

/** Presents a category for the admin API. */
export function presentAdminCategory(row: CategoryRow) {
  return {
    id: String(row.id),
    type: 'admin_category' as const,
    attributes: {
      slug: row.slug,
      title: row.title,
      bg_color: row.bgColor,
      text_color: row.textColor,
      medium_id: idOrNull(row.mediumId),
      sort_order: row.sortOrder,
    },
  };
}

/** Presents a static page for the admin API. */
export function presentAdminStaticPage(row: StaticPageRow) {
  return {
    id: String(row.id),
    type: 'admin_static_page' as const,
    attributes: {
      slug: row.slug,
      translated_slugs: row.translatedSlugs,
      title: row.title,
      description: row.description,
      body: row.body,
      menu_slug: row.menuSlug,
      no_crawl: row.noCrawl,
      published: row.published,
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

/** The fields of an account as admins manage it (the list's record and a member's profile). */
const ADMIN_USER_ATTRIBUTES = {
  display_name: Type.String(),
  name_warning: Type.Union([Type.Literal('mixed_scripts'), Type.Null()], {
    description:
      'mixed_scripts: the display name mixes scripts confusably (UTS #39 mixed-script detection); a warning, not a refusal.',
  }),
  slug: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  status: Type.String({ enum: [...USER_STATUSES] }),
  role: Type.String({ enum: [...USER_ROLES] }),
  verified: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  last_day_active: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
};

/** The organization shown with an account's name. */
const ADMIN_USER_RELATIONSHIPS = Type.Object({
  organization: Type.Object({
    data: Type.Union([Type.Object({ id: Type.String(), type: Type.Literal('organization') }), Type.Null()]),
  }),
});

/** An account as admins manage it. */
export const AdminUserSchema = recordSchema(
  'user',
  { attributes: Type.Object(ADMIN_USER_ATTRIBUTES), relationships: ADMIN_USER_RELATIONSHIPS },
  { $id: 'AdminUser' },
);

/** Presents an account for admins. */
export function presentAdminUserRecord(user: UserRow) {
  return {
    id: String(user.id),
    type: 'user' as const,
    attributes: {
      display_name: user.displayName,
      name_warning: nameWarning(user.displayName),
      slug: user.slug,
      email: user.email,
      status: user.status,
      role: user.role,
      verified: user.verified,
      created_at: user.createdAt.toISOString(),
      last_day_active: user.lastDayActive,
    },
    relationships: {
      organization: {
        data: user.organizationId === null ? null : { id: String(user.organizationId), type: 'organization' as const },
      },
    },
  };
}

/** An account in the answer of a status change (not the AdminUser record). */
export const AdminUserStatusSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('user'),
    attributes: Type.Object({
      display_name: Type.String(),
      slug: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      status: Type.String({ enum: [...USER_STATUSES] }),
      role: Type.String(),
    }),
  },
  { description: 'An account as admins manage it.' },
);

/** Presents an account after its status changed. */
export function presentAdminUserStatus(user: UserRow) {
  return {
    id: String(user.id),
    type: 'user' as const,
    attributes: {
      display_name: user.displayName,
      slug: user.slug,
      email: user.email,
      status: user.status,
      role: user.role,
    },
  };
}

/**
 * The `included` of answers whose records have nothing to include (no relationship of theirs is
 * ever sent along): always an empty list.
 */

/** A member's profile for the console (docs/CONSOLE.md "Members"): the account, counts, organizations, history. */
export const AdminMemberSchema = recordSchema(
  'user',
  {
    attributes: Type.Object({
      ...ADMIN_USER_ATTRIBUTES,
      counts: Type.Object({
        comments: Type.Integer(),
        posts: Type.Integer({ description: 'In fan groups and the feed' }),
        reports: Type.Integer({ description: 'The reports they filed' }),
      }),
      organizations: Type.Array(
        Type.Object({
          id: Type.String(),
          name: Type.String(),
          status: Type.String(),
          role: Type.String({ description: 'Their role in it' }),
          shown: Type.Boolean({ description: 'Shown with their name' }),
        }),
      ),
      history: Type.Array(
        Type.Object({
          id: Type.String(),
          action: Type.String(),
          target_type: Type.String(),
          target_id: Type.String(),
          details: Type.Record(Type.String(), Type.Unknown()),
          created_at: Type.String({ format: 'date-time' }),
          actor: Type.Union([
            Type.Object({
              id: Type.String(),
              display_name: Type.Union([Type.String(), Type.Null()]),
              slug: Type.Union([Type.String(), Type.Null()]),
            }),
            Type.Null(),
          ]),
        }),
        { description: 'The newest audit entries about them (their account, their memberships), newest first' },
      ),
    }),
    relationships: ADMIN_USER_RELATIONSHIPS,
  },
  { $id: 'AdminMember' },
);

/** Presents a member's profile for the console. */
export function presentAdminMember(
  user: UserRow,
  facts: { counts: MemberCounts; organizations: MemberOrganizationRow[]; history: MemberHistoryRow[] },
) {
  const record = presentAdminUserRecord(user);
  return {
    ...record,
    attributes: {
      ...record.attributes,
      counts: facts.counts,
      organizations: facts.organizations.map((o) => ({
        id: String(o.id),
        name: o.name,
        status: o.status,
        role: o.role,
        shown: o.id === user.organizationId,
      })),
      history: facts.history.map((h) => ({
        id: String(h.id),
        action: h.action,
        target_type: h.targetType,
        target_id: h.targetId,
        details: (h.details ?? {}) as Record<string, unknown>,
        created_at: h.createdAt.toISOString(),
        actor: h.actorId === null ? null : { id: String(h.actorId), display_name: h.actorName, slug: h.actorSlug },
      })),
    },
  };
}
