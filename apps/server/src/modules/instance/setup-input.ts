/** Requests of the setup screen's routes (docs/CONSOLE.md "Instance setup"). */
import { Type, type Static } from 'typebox';
import { MANIFEST_DISPLAYS, MAX_ICON_PATH, SUPPORTED_LOCALES } from '@tribune/domain';
import { Int, Name, PageQuery, Text } from '../../http/input.ts';

const Bool = Type.Boolean();
const Color = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'A colour as #rrggbb.' });
const strict = { additionalProperties: false } as const;

/** The texts of one locale an instance overrides: dotted text key → text. */
const Overrides = Type.Record(Text({ minLength: 1, maxLength: 200 }), Text({ maxLength: 2000 }), {
  maxProperties: 2000,
});

/** The editable configuration of the instance, as the setup screen reads and saves it. */
export const InstanceSetupFields = {
  name: Name({ minLength: 1, maxLength: 80 }),
  short_name: Name({ minLength: 1, maxLength: 30 }),
  theme_color: Color,
  background_color: Color,
  description: Text({ maxLength: 300, description: "The web manifest's description." }),
  display: Type.String({ enum: [...MANIFEST_DISPLAYS], description: "The web manifest's display mode." }),
  // Null first: the validator coerces types, and would read null as "" for a string branch.
  logo: Type.Union([Type.Null(), Text({ maxLength: MAX_ICON_PATH })], {
    description: "The logo's SVG path data on a 24×24 grid (icons.json's `logo`), or null for the app's own.",
  }),
  icons: Type.Record(Text({ maxLength: 40 }), Text({ maxLength: MAX_ICON_PATH }), {
    maxProperties: 200,
    description: 'Icons added or replaced by name: SVG path data on a 24×24 grid.',
  }),
  languages: Type.Object(
    {
      options: Type.Array(Type.String({ maxLength: 10 }), {
        maxItems: 10,
        description: `A subset of ${SUPPORTED_LOCALES.join(', ')}.`,
      }),
      default: Type.String({ maxLength: 10 }),
    },
    strict,
  ),
  options: Type.Object(
    {
      hideCookieConsent: Bool,
      registered_users_only: Type.Object({ enabled: Bool }, strict),
      encourageFanIdWalletCreation: Bool,
    },
    strict,
  ),
  modules: Type.Object(
    {
      home: Bool,
      contents: Bool,
      participate: Type.Object({ voting: Bool, crowdsourcing: Bool, ama: Bool }, strict),
      spaces: Bool,
      postToFeed: Type.Object({ enabled: Bool }, strict),
      shop: Bool,
      nfts: Type.Object(
        { enabled: Bool, nftTrading: Bool, nftGiftingDailyLimit: Int({ minimum: 0, maximum: 1000 }) },
        strict,
      ),
      chat: Bool,
      events: Bool,
      organizations: Type.Object({ displayList: Bool, enabled: Bool }, strict),
      notifications: Bool,
    },
    strict,
  ),
  feature_flags: Type.Record(Text({ minLength: 1, maxLength: 64 }), Bool, { maxProperties: 100 }),
  route_words: Type.Record(Text({ maxLength: 40 }), Text({ maxLength: 63 }), {
    maxProperties: 100,
    description: 'Route words that differ from the built-in ones: key → path segment.',
  }),
  campaign_aliases: Type.Record(Text({ maxLength: 64 }), Text({ maxLength: 64 }), {
    maxProperties: 200,
    description: 'Alias path segment → giveaway id.',
  }),
  translations: Type.Object(
    { en: Type.Optional(Overrides), de: Type.Optional(Overrides), it: Type.Optional(Overrides) },
    { ...strict, description: 'Overrides of built-in texts per locale: dotted key → text.' },
  ),
};

/** The editable configuration (without its version). */
export const InstanceSetupAttributes = Type.Object(InstanceSetupFields, strict);
/** A validated configuration. */
export type InstanceSetup = Static<typeof InstanceSetupAttributes>;

/** `PUT /v2/admin/instance` and `POST /v2/admin/instance/validate`: the draft and the version it started from. */
export const InstanceSetupBody = Type.Object(
  {
    instance: Type.Object(
      {
        version: Int({ minimum: 1, maximum: 2_147_483_647, description: 'The version the draft started from.' }),
        ...InstanceSetupFields,
      },
      strict,
    ),
  },
  strict,
);

/** `/v2/admin/instance/versions/{version}/rollback`. */
export const VersionParams = Type.Object({
  version: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'A kept version.' }),
});

/** `GET /v2/admin/instance/versions`. */
export const VersionsQuery = Type.Object({ ...PageQuery });

/** `GET /v2/admin/instance/translations`: one locale's keys, searched, optionally only the missing ones. */
export const TranslationKeysQuery = Type.Object({
  locale: Type.String({ enum: [...SUPPORTED_LOCALES] }),
  search: Type.Optional(Text({ maxLength: 100 })),
  missing: Type.Optional(Type.Boolean({ description: "Only the keys the locale's built-in texts lack." })),
  ...PageQuery,
});
