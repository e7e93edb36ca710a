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
  /** Chat needs the chat module and the chat feature flag (spec §6). */
  chat: (config: ModuleConfig, flags: FeatureFlags) => chatEnabled(config, flags),
  notifications: (config: ModuleConfig) => config.modules.notifications,
} as const satisfies Record<string, (config: ModuleConfig, flags: FeatureFlags) => boolean>;

/** A module with a gate. */
export type GatedModule = keyof typeof MODULE_GATES;

/** Every gated module. */
export const GATED_MODULES = Object.keys(MODULE_GATES) as GatedModule[];

/** Whether a gated module is on for this configuration and these flags. */
export function moduleEnabled(module: GatedModule, config: ModuleConfig, flags: FeatureFlags): boolean {
  return MODULE_GATES[module](config, flags);
}
