import { Type } from 'typebox';
import { PageQuery, SLUG_OPTIONS, Text } from '../../http/input.ts';
import { SlugParam } from '../../platform/params.ts';
import { AdminDateTime, AdminSlug, HeroMediumInput, localizedInput } from '../../platform/participation/index.ts';

/** The path parameters of an event (any of its slugs). */
export const EventParams = Type.Object({ slug: SlugParam });

/** The query of the list: the listed events, or every one (`scope=all`) paged. */
export const EventsQuery = Type.Object({
  scope: Type.Optional(Type.String({ enum: ['listed', 'all'], default: 'listed' })),
  ...PageQuery,
});

/** The query of the calendar file: the language of its texts. */
export const IcsQuery = Type.Object({
  locale: Type.Optional(
    Type.String({
      pattern: '^[a-z]{2}$',
      description: 'The language of the texts (a plain link sends no header)',
    }),
  ),
});

/** The query of a page of an event's registrations: a search in the fans' names and slugs, a status. */
export const RegistrationsQuery = Type.Object({
  ...PageQuery,
  search: Type.Optional(Text({ maxLength: 100, description: "In the fan's name and slug" })),
  status: Type.Optional(Type.String({ enum: ['registered', 'waiting'] })),
});

const LocaleSlug = Type.Optional(Type.String(SLUG_OPTIONS));

/** The body of POST/PUT /v2/admin/events. */
export const EventInputSchema = Type.Object(
  {
    event: Type.Object(
      {
        slug: AdminSlug,
        translated_slugs: Type.Optional(
          Type.Object({ en: LocaleSlug, de: LocaleSlug, it: LocaleSlug }, { additionalProperties: false }),
        ),
        title: localizedInput(200, true),
        description: Type.Optional(localizedInput(20_000, false)),
        location: Type.Optional(Type.Union([Text({ maxLength: 300 }), Type.Null()])),
        hero_medium_id: HeroMediumInput,
        starts_at: AdminDateTime,
        ends_at: Type.Optional(Type.Union([AdminDateTime, Type.Null()])),
        // Left out: unlimited. (No null: the validator would coerce a 0 into it.)
        capacity: Type.Optional(
          Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Places; left out: unlimited.' }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
