import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  BUILTIN_TRANSLATIONS,
  ICON_NAME_PATTERN,
  isSvgPathData,
  MANIFEST_DISPLAYS,
  mergeTranslations,
  parseFeatureFlags,
  parseModuleConfig,
  resolveRouteWords,
  SUPPORTED_LOCALES,
  type FeatureFlags,
  type ModuleConfig,
  type RouteContext,
  type RouteWords,
} from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { IdentityLinks } from '../auth/index.ts';
import { BUILTIN_ICONS } from './icons.ts';
import {
  findInstance,
  findInstanceVersion,
  updateInstance,
  type InstanceInsert,
  type InstanceRow,
} from './repository.ts';
import { presentManifest, presentModuleConfig } from './presenter.ts';

/** A response body computed once per configuration version, with its entity tag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

/** Everything the customizer and the shell need, derived once per configuration version. */
export interface InstanceSnapshot {
  version: number;
  name: string;
  shortName: string;
  themeColor: string;
  backgroundColor: string;
  config: ModuleConfig;
  flags: FeatureFlags;
  words: RouteWords;
  campaignAliases: Record<string, string>;
  /** The web manifest's description and display mode. */
  manifest: { description: string; display: string };
  translations: Record<string, Record<string, unknown>>;
  identity: IdentityLinks;
  bodies: {
    moduleConfig: CachedBody;
    icons: CachedBody;
    routes: CachedBody;
    manifest: CachedBody;
    translations: Record<string, CachedBody>;
  };
}

function cached(value: unknown): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
}

/** Derives the snapshot from a row: all validation and merging happens here, once. */
export function buildSnapshot(row: InstanceRow, identity: IdentityLinks): InstanceSnapshot {
  const config = parseModuleConfig(row.moduleConfig);
  const flags = parseFeatureFlags(row.featureFlags);
  const words = resolveRouteWords(row.routeWords);
  const icons = { ...BUILTIN_ICONS };
  for (const [name, path] of Object.entries(row.icons ?? {})) {
    // Only path data is accepted: letters, digits, separators. Anything else is dropped.
    if (ICON_NAME_PATTERN.test(name) && isSvgPathData(path)) {
      icons[name] = path;
    }
  }
  const locales = config.options.language_options.filter((l): l is (typeof SUPPORTED_LOCALES)[number] =>
    (SUPPORTED_LOCALES as readonly string[]).includes(l),
  );
  const translations: Record<string, Record<string, unknown>> = {};
  for (const locale of locales.length ? locales : SUPPORTED_LOCALES) {
    translations[locale] = mergeTranslations(BUILTIN_TRANSLATIONS[locale], row.translations?.[locale]);
  }
  const campaignAliases = Object.fromEntries(
    Object.entries(row.campaignAliases ?? {}).filter(
      ([alias, id]) => /^[a-z0-9-]{1,64}$/.test(alias) && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id),
    ),
  );
  const base = {
    version: row.version,
    name: row.name,
    shortName: row.shortName,
    themeColor: row.themeColor,
    backgroundColor: row.backgroundColor,
    config,
    flags,
    words,
    campaignAliases,
    manifest: {
      description: typeof row.manifest?.description === 'string' ? row.manifest.description : '',
      display: (MANIFEST_DISPLAYS as readonly string[]).includes(row.manifest?.display ?? '')
        ? row.manifest.display!
        : 'standalone',
    },
    translations,
    identity,
  };
  return {
    ...base,
    bodies: {
      moduleConfig: cached(presentModuleConfig(base)),
      icons: cached(icons),
      routes: cached(words),
      manifest: cached(presentManifest(base)),
      translations: Object.fromEntries(Object.entries(translations).map(([l, t]) => [l, cached(t)])),
    },
  };
}

/** The channel on which a configuration change is announced to every server instance. */
export const INSTANCE_CHANGED = 'instance.changed';

/**
 * Holds the instance configuration in memory. Requests read the snapshot and never touch
 * the database. A change is announced on the event bus (Redis across instances) so every
 * instance reloads at once; because pub/sub may drop a message, a background check of the
 * version column (one row) also picks up any change within `refreshMs`.
 */
export class InstanceService {
  private current: InstanceSnapshot | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly bus: EventBus,
    private readonly identity: IdentityLinks,
    private readonly refreshMs = 5_000,
  ) {}

  /** Loads the configuration and starts watching for changes. */
  async start(): Promise<void> {
    await this.reload();
    await this.bus.subscribe(INSTANCE_CHANGED, () => {
      if (this.stopped) return;
      this.refresh().catch((err: unknown) => this.log.warn({ err }, 'instance configuration reload failed'));
    });
    this.timer = setInterval(() => {
      this.refresh().catch((err: unknown) => this.log.warn({ err }, 'instance configuration refresh failed'));
    }, this.refreshMs);
    this.timer.unref();
  }

  /** Stops watching. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
  }

  /** The current configuration. */
  snapshot(): InstanceSnapshot {
    if (!this.current) throw new Error('instance configuration is not loaded');
    return this.current;
  }

  /** The route matcher's view of the instance. */
  routeContext(preferredLocale: () => string): RouteContext {
    const s = this.snapshot();
    return { words: s.words, config: s.config, flags: s.flags, campaignAliases: s.campaignAliases, preferredLocale };
  }

  /** Reloads when another instance (or an admin) changed the configuration. */
  async refresh(): Promise<void> {
    const version = await findInstanceVersion(this.db);
    if (version !== undefined && version !== this.current?.version) await this.reload();
  }

  /** Changes the configuration; every server instance sees it within one refresh interval. */
  async update(values: Partial<Omit<InstanceInsert, 'id' | 'version'>>): Promise<InstanceSnapshot> {
    const row = await updateInstance(this.db, values);
    if (!row) throw new Error('instance is not seeded');
    this.current = buildSnapshot(row, this.identity);
    await this.bus.publish(INSTANCE_CHANGED, String(row.version));
    return this.current;
  }

  /**
   * Takes a row just committed by the setup screen (docs/CONSOLE.md "Instance setup") as the current
   * configuration and tells every server instance to drop its snapshot.
   */
  async adopt(row: InstanceRow): Promise<InstanceSnapshot> {
    if (!this.current || row.version > this.current.version) this.current = buildSnapshot(row, this.identity);
    await this.bus.publish(INSTANCE_CHANGED, String(row.version));
    return this.current;
  }

  private async reload(): Promise<void> {
    const row = await findInstance(this.db);
    if (!row) throw new Error('instance is not seeded');
    this.current = buildSnapshot(row, this.identity);
  }
}
