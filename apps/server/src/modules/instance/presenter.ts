import type { FeatureFlags, ModuleConfig } from '@tribune/domain';
import type { IdentityLinks } from '../auth/index.ts';

interface InstanceView {
  version: number;
  name: string;
  shortName: string;
  themeColor: string;
  backgroundColor: string;
  config: ModuleConfig;
  flags: FeatureFlags;
  campaignAliases: Record<string, string>;
  identity: IdentityLinks;
}

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
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: s.themeColor,
    background_color: s.backgroundColor,
    lang: s.config.options.default_language,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}
