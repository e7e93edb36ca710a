import { Type, type Static } from 'typebox';
import { AUDIENCES, CONTENT_TYPES } from '@tribune/domain';
import { Int, Int32Id, Int64Id, PageQuery, SLUG_OPTIONS, Text } from '../../http/input.ts';
import { USER_ROLES, USER_STATUSES } from './repository.ts';

/** Slugs: lower-case letters, digits and hyphens, starting with a letter or digit. */
export const SLUG = SLUG_OPTIONS;
const COLOR = { pattern: '^#[0-9a-fA-F]{6}$' };

/** A text per supported locale; `en` required, unknown locales refused. */
function localized(maxLength: number, required: boolean) {
  const text = Text({ maxLength, ...(required ? { minLength: 1 } : {}) });
  return Type.Object(
    {
      en: required ? text : Type.Optional(text),
      de: Type.Optional(text),
      it: Type.Optional(text),
    },
    { additionalProperties: false },
  );
}

/** Translated slugs by locale (the canonical slug is the English one). */
const TranslatedSlugs = Type.Object(
  { de: Type.Optional(Type.String(SLUG)), it: Type.Optional(Type.String(SLUG)) },
  { additionalProperties: false },
);

/** The body of POST/PUT /v2/admin/contents. */
export const ContentInput = Type.Object(
  {
    content: Type.Object(
      {
        slug: Type.String(SLUG),
        translated_slugs: Type.Optional(TranslatedSlugs),
        content_type: Type.Enum(CONTENT_TYPES),
        title: localized(200, true),
        teaser: Type.Optional(localized(1000, false)),
        body: Type.Optional(localized(200_000, false)),
        tags: Type.Optional(Type.Array(Text({ minLength: 1, maxLength: 50 }), { maxItems: 20 })),
        category_id: Type.Optional(Type.Union([Int32Id, Type.Null()])),
        hero_medium_id: Type.Optional(Type.Union([Int64Id, Type.Null()])),
        available_for: Type.Optional(
          Type.Array(Type.Enum(AUDIENCES), { maxItems: AUDIENCES.length, uniqueItems: true }),
        ),
        no_crawl: Type.Optional(Type.Boolean()),
        price: Type.Optional(
          Type.Union([Type.String({ pattern: '^[1-9][0-9]{0,37}$', maxLength: 38 }), Type.Null()], {
            description:
              'The unlock price for the buyer audience in base units (× 1e8); null clears it (not for sale); left out on an update: unchanged.',
          }),
        ),
        publish_at: Type.Optional(
          Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()], {
            description:
              'When the content is published by itself (a time in the past: at once); null clears the schedule; left out on an update: unchanged.',
          }),
        ),
        unpublish_at: Type.Optional(
          Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()], {
            description:
              'When the content is unpublished by itself: in the future, after publish_at; null clears it; left out on an update: unchanged.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
/** A validated content input. */
export type ContentInput = Static<typeof ContentInput>['content'];

/** The body of POST/PUT /v2/admin/categories. */
export const CategoryInput = Type.Object(
  {
    category: Type.Object(
      {
        slug: Type.String(SLUG),
        title: localized(80, true),
        bg_color: Type.Optional(Type.String(COLOR)),
        text_color: Type.Optional(Type.String(COLOR)),
        medium_id: Type.Optional(Type.Union([Int64Id, Type.Null()])),
        sort_order: Type.Optional(Int({ minimum: -1000000, maximum: 1000000 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
/** A validated category input. */
export type CategoryInput = Static<typeof CategoryInput>['category'];

/** The body of POST/PUT /v2/admin/static_pages. */
export const StaticPageInput = Type.Object(
  {
    static_page: Type.Object(
      {
        slug: Type.String(SLUG),
        translated_slugs: Type.Optional(TranslatedSlugs),
        title: localized(200, true),
        description: Type.Optional(localized(300, false)),
        body: localized(200_000, true),
        menu_slug: Type.Optional(Type.Union([Type.String(SLUG), Type.Null()])),
        no_crawl: Type.Optional(Type.Boolean()),
        published: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
/** A validated static page input. */
export type StaticPageInput = Static<typeof StaticPageInput>['static_page'];

/** `GET /v2/admin/users`: a search in name, slug and e-mail, verified or not, a page. */
export const AdminUsersQuery = Type.Object({
  search: Type.Optional(Text({ maxLength: 100 })),
  verified: Type.Optional(Type.Boolean()),
  ...PageQuery,
});

/** Why a member of the team changed an account: kept in the audit log (docs/CONSOLE.md "Audit log"). */
const AuditReason = Text({ maxLength: 500, description: 'Why; recorded in the audit log' });

/** `PUT /v2/admin/users/{id}/status`. */
export const UserStatusBody = Type.Object(
  { status: Type.String({ enum: [...USER_STATUSES] }), reason: Type.Optional(AuditReason) },
  { additionalProperties: false },
);

/** `PUT /v2/admin/users/{id}/role`: a fan (`member`) or a team role (docs/CONSOLE.md "Roles"). */
export const UserRoleBody = Type.Object(
  { role: Type.String({ enum: [...USER_ROLES] }), reason: Type.Optional(AuditReason) },
  { additionalProperties: false },
);

/** `PUT /v2/admin/users/{id}/verification`. */
export const UserVerificationBody = Type.Object(
  { verified: Type.Boolean(), reason: Type.Optional(AuditReason) },
  { additionalProperties: false },
);

/** Contents and users have bigint ids; categories and static pages serial (32-bit) ones. */
export const Int64IdParams = Type.Object({ id: Int64Id });
export const Int32IdParams = Type.Object({ id: Int32Id });

/** `GET /v2/admin/contents`: a page. */
export const AdminContentsQuery = Type.Object({
  search: Type.Optional(Text({ maxLength: 100, description: 'Full-text search in the English texts' })),
  content_type: Type.Optional(Type.Enum(CONTENT_TYPES)),
  ...PageQuery,
});

/** `GET /v2/admin/static_pages`: a search in slugs and titles, a page. */
export const AdminStaticPagesQuery = Type.Object({
  search: Type.Optional(
    Text({ maxLength: 100, description: 'In the slugs (any language) and the titles (any language)' }),
  ),
  ...PageQuery,
});
