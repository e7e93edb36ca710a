/**
 * The setup screen's view of the instance (docs/CONSOLE.md "Instance setup"): the row as one
 * editable document and back, the summary of what a version changed, and the answers' schemas.
 */
import { Type } from 'typebox';
import {
  LOGO_ICON,
  MANIFEST_DISPLAYS,
  flattenBundle,
  nestTranslations,
  parseFeatureFlags,
  parseModuleConfig,
  type ModuleConfig,
} from '@tribune/domain';
import { recordSchema } from '../../http/schemas.ts';
import type { InstanceInsert, InstanceRow } from './repository.ts';
import { InstanceSetupFields, type InstanceSetup } from './setup-input.ts';

type Display = InstanceSetup['display'];
const DISPLAYS: readonly string[] = MANIFEST_DISPLAYS;

/** The editable configuration of a row. */
export function setupOf(row: InstanceRow): InstanceSetup {
  const config = parseModuleConfig(row.moduleConfig);
  const { language_options, default_language, ...options } = config.options;
  const icons = { ...(row.icons ?? {}) };
  const logo = typeof icons[LOGO_ICON] === 'string' ? icons[LOGO_ICON] : null;
  delete icons[LOGO_ICON];
  const manifest = row.manifest ?? {};
  const translations: InstanceSetup['translations'] = {};
  for (const locale of ['en', 'de', 'it'] as const) {
    const flat = flattenBundle(row.translations?.[locale]);
    if (Object.keys(flat).length) translations[locale] = flat;
  }
  return {
    name: row.name,
    short_name: row.shortName,
    theme_color: row.themeColor,
    background_color: row.backgroundColor,
    description: typeof manifest.description === 'string' ? manifest.description : '',
    display: (DISPLAYS.includes(manifest.display ?? '') ? manifest.display : 'standalone') as Display,
    logo,
    icons,
    languages: { options: language_options, default: default_language },
    options,
    modules: config.modules,
    feature_flags: parseFeatureFlags(row.featureFlags),
    route_words: { ...(row.routeWords ?? {}) },
    campaign_aliases: { ...(row.campaignAliases ?? {}) },
    translations,
  };
}

/** The row's columns of an editable configuration (validated). */
export function rowValuesOf(s: InstanceSetup): Partial<Omit<InstanceInsert, 'id' | 'version'>> {
  const moduleConfig: ModuleConfig = {
    options: { language_options: s.languages.options, default_language: s.languages.default, ...s.options },
    modules: s.modules,
  };
  const translations: Record<string, Record<string, unknown>> = {};
  for (const [locale, flat] of Object.entries(s.translations)) {
    if (flat && Object.keys(flat).length) translations[locale] = nestTranslations(flat);
  }
  return {
    name: s.name,
    shortName: s.short_name,
    themeColor: s.theme_color,
    backgroundColor: s.background_color,
    manifest: { description: s.description, display: s.display },
    icons: { ...s.icons, ...(s.logo !== null ? { [LOGO_ICON]: s.logo } : {}) },
    moduleConfig,
    featureFlags: s.feature_flags,
    routeWords: s.route_words,
    campaignAliases: s.campaign_aliases,
    translations,
  };
}

const MAX_CHANGES = 50;

/** The dotted paths where two configurations differ (at most 50, then `…`): a version's summary. */
export function changedPaths(before: unknown, after: unknown): string[] {
  const out: string[] = [];
  const walk = (a: unknown, b: unknown, path: string): void => {
    if (out.length > MAX_CHANGES) return;
    const objA = a !== null && typeof a === 'object' && !Array.isArray(a);
    const objB = b !== null && typeof b === 'object' && !Array.isArray(b);
    // A section that appears or goes (a locale's first override) is listed by its keys.
    if ((objA && (objB || b === undefined)) || (objB && a === undefined)) {
      a = a ?? {};
      b = b ?? {};
      const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
      for (const k of [...keys].sort()) {
        walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k);
      }
    } else if (JSON.stringify(a) !== JSON.stringify(b)) out.push(path || 'base');
  };
  walk(before, after, '');
  return out.length > MAX_CHANGES ? [...out.slice(0, MAX_CHANGES), '…'] : out;
}

/** The instance's editable configuration as a record. */
export function presentSetup(setup: InstanceSetup, version: number, updatedAt: Date | null) {
  return {
    id: 'default',
    type: 'instance_setup' as const,
    attributes: { version, updated_at: updatedAt?.toISOString() ?? null, ...setup },
  };
}

export const InstanceSetupSchema = recordSchema(
  'instance_setup',
  {
    attributes: Type.Object({
      version: Type.Integer({
        description: 'The saved version; a save names it as the version its draft started from.',
      }),
      updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      ...InstanceSetupFields,
    }),
  },
  { $id: 'InstanceSetup', description: 'The instance\'s editable configuration (docs/CONSOLE.md "Instance setup").' },
);

const Actor = Type.Union([
  Type.Object({
    id: Type.String(),
    display_name: Type.Union([Type.String(), Type.Null()]),
    slug: Type.Union([Type.String(), Type.Null()]),
  }),
  Type.Null(),
]);

export const InstanceVersionSchema = recordSchema(
  'instance_version',
  {
    attributes: Type.Object({
      version: Type.Integer(),
      changes: Type.Array(Type.String(), { description: 'The paths this version changed (at most 50, then "…").' }),
      rolled_back_from: Type.Union([Type.Integer(), Type.Null()], {
        description: 'The version whose configuration a rollback saved again.',
      }),
      created_at: Type.String({ format: 'date-time' }),
      actor: Actor,
    }),
  },
  { $id: 'InstanceVersion' },
);

export function presentVersion(row: {
  version: number;
  changes: string[];
  rolledBackFrom: number | null;
  createdAt: Date;
  actorId: number | null;
  actorName: string | null;
  actorSlug: string | null;
}) {
  return {
    id: String(row.version),
    type: 'instance_version' as const,
    attributes: {
      version: row.version,
      changes: row.changes,
      rolled_back_from: row.rolledBackFrom,
      created_at: row.createdAt.toISOString(),
      actor:
        row.actorId === null ? null : { id: String(row.actorId), display_name: row.actorName, slug: row.actorSlug },
    },
  };
}

export const TranslationKeySchema = recordSchema(
  'translation_key',
  {
    attributes: Type.Object({
      key: Type.String(),
      locale: Type.String(),
      en: Type.String({ description: 'The built-in English text.' }),
      text: Type.Union([Type.String(), Type.Null()], {
        description: "The locale's built-in text (null when missing).",
      }),
      override: Type.Union([Type.String(), Type.Null()], { description: "The instance's text, or null." }),
      missing: Type.Boolean({ description: "Whether the locale's built-in texts lack the key." }),
    }),
  },
  { $id: 'TranslationKey' },
);

export function presentTranslationKey(k: {
  key: string;
  locale: string;
  en: string;
  text: string | null;
  override: string | null;
}) {
  return {
    id: `${k.locale}:${k.key}`,
    type: 'translation_key' as const,
    attributes: { ...k, missing: k.text === null },
  };
}
