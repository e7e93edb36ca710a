import { Type } from 'typebox';
import type { IdentityLinks } from '../auth/index.ts';
import type { InstanceSnapshot } from './service.ts';

/** What the presenters read: the snapshot's fields and the identity service's links. */
type InstanceView = Pick<
  InstanceSnapshot,
  | 'version'
  | 'name'
  | 'shortName'
  | 'themeColor'
  | 'backgroundColor'
  | 'config'
  | 'flags'
  | 'campaignAliases'
  | 'manifest'
> & { identity: IdentityLinks };

/** module-config.json: the spec's options and modules, the instance, its feature flags and its identity service. */
export function presentModuleConfig(s: InstanceView) {
  return {
    version: s.version,
    instance: { name: s.name, short_name: s.shortName, theme_color: s.themeColor, background_color: s.backgroundColor },
    options: s.config.options,
    modules: s.config.modules,
    feature_flags: s.flags,
    campaign_aliases: s.campaignAliases,
    identity: s.identity,
  };
}

/** The web app manifest, built from the instance's name and colours. */
export function presentManifest(s: InstanceView) {
  return {
    name: s.name,
    short_name: s.shortName,
    ...(s.manifest.description ? { description: s.manifest.description } : {}),
    start_url: '/',
    scope: '/',
    display: s.manifest.display,
    theme_color: s.themeColor,
    background_color: s.backgroundColor,
    lang: s.config.options.default_language,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}

const Bool = Type.Boolean();

/** The module configuration document (docs/DECISIONS.md "Instances and the customizer") served as module-config.json. */
export const ModuleConfigDocument = Type.Object(
  {
    version: Type.Integer(),
    instance: Type.Object({
      name: Type.String(),
      short_name: Type.String(),
      theme_color: Type.String(),
      background_color: Type.String(),
    }),
    options: Type.Object({
      language_options: Type.Array(Type.String()),
      default_language: Type.String(),
      hideCookieConsent: Bool,
      registered_users_only: Type.Object({ enabled: Bool }),
      encourageFanIdWalletCreation: Bool,
    }),
    modules: Type.Object({
      home: Bool,
      contents: Bool,
      participate: Type.Object({ voting: Bool, crowdsourcing: Bool, ama: Bool }),
      spaces: Bool,
      postToFeed: Type.Object({ enabled: Bool }),
      shop: Bool,
      nfts: Type.Object({ enabled: Bool, nftTrading: Bool, nftGiftingDailyLimit: Type.Integer({ minimum: 0 }) }),
      chat: Bool,
      events: Bool,
      organizations: Type.Object({ displayList: Bool, enabled: Bool }),
    }),
    feature_flags: Type.Record(Type.String(), Bool),
    campaign_aliases: Type.Record(Type.String(), Type.String()),
    identity: Type.Object(
      {
        issuer: Type.String(),
        client_id: Type.String(),
        authorization_endpoint: Type.String(),
        token_endpoint: Type.String(),
        end_session_endpoint: Type.String(),
        registration_url: Type.String(),
        recovery_url: Type.String(),
        web_redirect_path: Type.String({ description: "The app's sign-in callback path." }),
      },
      { description: 'The OpenID Connect provider the app signs in with (docs/ACCOUNTS.md).' },
    ),
  },
  { $id: 'ModuleConfigDocument' },
);

/** Icons by name: SVG path data on a 24×24 grid. */
export const IconsDocument = Type.Record(Type.String(), Type.String(), { $id: 'IconsDocument' });
/** The resolved route-word table. */
export const RoutesDocument = Type.Record(Type.String(), Type.String(), { $id: 'RoutesDocument' });
/** A translation bundle: nested objects of strings. */
export const TranslationsDocument = Type.Record(Type.String(), Type.Unknown(), { $id: 'TranslationsDocument' });
