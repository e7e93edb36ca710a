import en from '../locales/en.json' with { type: 'json' };
import de from '../locales/de.json' with { type: 'json' };
import it from '../locales/it.json' with { type: 'json' };

/** The shape of a translation bundle: en is the reference every other locale mirrors. */
export type TranslationBundle = typeof en;

/** The built-in web texts per locale; the instance may override any key. */
export const BUILTIN_TRANSLATIONS: Record<'en' | 'de' | 'it', TranslationBundle> = { en, de, it };

type Tree = { [key: string]: unknown };

/** Deep-merges instance overrides over a bundle; only string leaves the bundle already has are replaced. */
export function mergeTranslations(base: Tree, overrides: unknown): Tree {
  const out: Tree = { ...base };
  if (!overrides || typeof overrides !== 'object' || Array.isArray(overrides)) return out;
  for (const [key, value] of Object.entries(overrides as Tree)) {
    const current = out[key];
    if (typeof current === 'string' && typeof value === 'string') out[key] = value;
    else if (current && typeof current === 'object' && value && typeof value === 'object') {
      out[key] = mergeTranslations(current as Tree, value);
    }
  }
  return out;
}

/** A bundle's text keys, dotted (`app.menu`), with their texts: the keys an instance may override. */
export function flattenBundle(tree: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!tree || typeof tree !== 'object' || Array.isArray(tree)) return out;
  for (const [key, value] of Object.entries(tree as Tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[at] = value;
    else Object.assign(out, flattenBundle(value, at));
  }
  return out;
}

/** Dotted keys and their texts back into the nested shape the bundles (and `mergeTranslations`) have. */
export function nestTranslations(flat: Record<string, string>): Tree {
  const out: Tree = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    if (parts.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) continue;
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = (next && typeof next === 'object' ? next : (node[part] = {})) as Tree;
    }
    node[parts[parts.length - 1]!] = text;
  }
  return out;
}
