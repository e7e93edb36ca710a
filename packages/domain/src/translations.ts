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
