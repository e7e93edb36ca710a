/**
 * The request schemas the participation types share (docs/PARTICIPATION.md "The participation
 * kit"): the admin routes' id and localized texts, the sort of contributions, the preview token.
 */
import { Type, type TOptional, type TProperties, type TString } from 'typebox';
import { PARTICIPATION_SORTS, type ParticipationSort } from '@tribune/domain';
import { Int64Id, SLUG_OPTIONS, Text } from '../../http/input.ts';

/** The path parameters of the admin routes of one record. */
export const AdminIdParams = Type.Object({ id: Int64Id });

/** A text per supported locale; `en` required when `required`, unknown locales refused. */
export function localizedInput(maxLength: number, required: boolean) {
  const text = Text({ maxLength, ...(required ? { minLength: 1 } : {}) });
  return Type.Object(
    { en: required ? text : Type.Optional(text), de: Type.Optional(text), it: Type.Optional(text) },
    { additionalProperties: false },
  );
}

/** The slug of an admin's participation record. */
export const AdminSlug = Type.String(SLUG_OPTIONS);

/** A date-time of an admin's participation record. */
export const AdminDateTime = Type.String({ format: 'date-time', maxLength: 40 });

/** A hero image by its content medium's id, or null for none. */
export const HeroMediumInput = Type.Optional(Type.Union([Int64Id, Type.Null()]));

/** The query parameter of the sort of a type's contributions (`sort_ideas_by`, ...): top, hot or recent. */
export function sortQuery<Name extends string>(name: Name): Record<Name, TOptional<TString>> {
  return {
    [name]: Type.Optional(Type.String({ enum: [...PARTICIPATION_SORTS], default: 'top' })),
  } as Record<Name, TOptional<TString>>;
}

/** The sort a request asked for under `name` (top when left out). */
export function sortOf(query: Record<string, unknown>, name: string): ParticipationSort {
  return ((query[name] as string | undefined) ?? 'top') as ParticipationSort;
}

/** The preview token of an unpublished record's own show. */
export const PreviewTokenQuery = {
  preview_token: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' })),
};

/**
 * The body of POST/PUT /v2/admin/<key>s of a parent with contributions (ideation mission, AMA
 * session): `{<key>: {slug, title, description, hero_medium_id, …its own fields, ends_at}}`.
 */
export function adminParentBody<Key extends string, Own extends TProperties>(key: Key, own: Own) {
  const record = Type.Object(
    {
      slug: AdminSlug,
      title: localizedInput(200, true),
      description: Type.Optional(localizedInput(20_000, false)),
      hero_medium_id: HeroMediumInput,
      ...own,
      ends_at: AdminDateTime,
    },
    { additionalProperties: false },
  );
  return Type.Object({ [key]: record } as Record<Key, typeof record>, { additionalProperties: false });
}
