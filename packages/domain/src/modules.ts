import { chatEnabled } from './chat.ts';
import type { FeatureFlags, ModuleConfig } from './module-config.ts';

/**
 * The modules whose routes come and go with the instance configuration. A route of such a module
 * names it (the server's route `config.module`, the route table's `module`); while the module's gate
 * is closed its API answers 404 (`MODULE_DISABLED`, chat its own `CHAT_DISABLED`), its pages are not
 * found and menu entries leading to them are hidden. A new module adds its gate here.
 */
export const MODULE_GATES = {
  contents: (config: ModuleConfig) => config.modules.contents,
  /** Chat needs the chat module and the chat feature flag (docs/CHAT.md "Gates"). */
  chat: (config: ModuleConfig, flags: FeatureFlags) => chatEnabled(config, flags),
  notifications: (config: ModuleConfig) => config.modules.notifications,
  /** The participation hub: "Shown if voting, crowdsourcing or ama is enabled" (docs/PARTICIPATION.md "Shared"). */
  participate: (config: ModuleConfig) =>
    config.modules.participate.voting || config.modules.participate.crowdsourcing || config.modules.participate.ama,
  /** Each area of the hub has its own gate as well (docs/PARTICIPATION.md). */
  voting: (config: ModuleConfig) => config.modules.participate.voting,
  crowdsourcing: (config: ModuleConfig) => config.modules.participate.crowdsourcing,
  ama: (config: ModuleConfig) => config.modules.participate.ama,
  events: (config: ModuleConfig) => config.modules.events,
  /** Fan groups (spaces): `modules.spaces` (docs/COMMUNITY.md "Community: fan groups (spaces)"). */
  spaces: (config: ModuleConfig) => config.modules.spaces,
  /** Feed posts: `modules.postToFeed.enabled` and the `postToFeed` feature flag, both (docs/COMMUNITY.md "Feed posts"). */
  postToFeed: (config: ModuleConfig, flags: FeatureFlags) =>
    config.modules.postToFeed.enabled && flags.postToFeed === true,
  /** The organizations list: `modules.organizations.displayList` (docs/COMMUNITY.md "Organizations"). */
  organizationList: (config: ModuleConfig) => config.modules.organizations.displayList,
  /** An organization's page, creating and editing one, its users: `modules.organizations.enabled` (docs/COMMUNITY.md "Organizations"). */
  organizations: (config: ModuleConfig) => config.modules.organizations.enabled,
  /** NFT collectibles: the NFT area, collections, NFTs, my NFTs, `modules.nfts.enabled` (docs/NFTS.md). */
  nfts: (config: ModuleConfig) => config.modules.nfts.enabled,
  /** NFT trading, the exchange: the nfts module with `modules.nfts.nftTrading` and the `nftTrading` feature flag (docs/NFTS.md "Trading"). */
  nftTrading: (config: ModuleConfig, flags: FeatureFlags) =>
    config.modules.nfts.enabled && config.modules.nfts.nftTrading && flags.nftTrading === true,
} as const satisfies Record<string, (config: ModuleConfig, flags: FeatureFlags) => boolean>;

/** A module with a gate. */
export type GatedModule = keyof typeof MODULE_GATES;

/** Every gated module. */
export const GATED_MODULES = Object.keys(MODULE_GATES) as GatedModule[];

/** Whether a gated module is on for this configuration and these flags. */
export function moduleEnabled(module: GatedModule, config: ModuleConfig, flags: FeatureFlags): boolean {
  return MODULE_GATES[module](config, flags);
}

/**
 * The configuration with one module switched on or off (tests and the demo seed switch modules
 * this way; the participation areas live under `modules.participate`, the hub is all three).
 */
export function withModule(config: ModuleConfig, module: GatedModule, on: boolean): ModuleConfig {
  const modules = { ...config.modules, participate: { ...config.modules.participate } };
  switch (module) {
    case 'participate':
      modules.participate = { voting: on, crowdsourcing: on, ama: on };
      break;
    case 'voting':
    case 'crowdsourcing':
    case 'ama':
      modules.participate[module] = on;
      break;
    case 'contents':
    case 'chat':
    case 'notifications':
    case 'events':
    case 'spaces':
      modules[module] = on;
      break;
    case 'postToFeed':
      modules.postToFeed = { enabled: on };
      break;
    case 'organizationList':
      modules.organizations = { ...config.modules.organizations, displayList: on };
      break;
    case 'organizations':
      modules.organizations = { ...config.modules.organizations, enabled: on };
      break;
    case 'nfts':
      modules.nfts = { ...config.modules.nfts, enabled: on };
      break;
    case 'nftTrading':
      // The feature flag is the other half of this gate: withModule sets the configuration's part.
      modules.nfts = { ...config.modules.nfts, ...(on ? { enabled: true } : {}), nftTrading: on };
      break;
  }
  return { ...config, modules };
}
