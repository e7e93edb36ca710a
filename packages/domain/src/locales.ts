/** The locales Tribune knows; en is the default. */
export const SUPPORTED_LOCALES = ['en', 'de', 'it'] as const;
/** One of the known locales. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
/** The locale used when nothing else decides. */
export const DEFAULT_LOCALE: SupportedLocale = 'en';

/** True when the value is one of en, de, it. */
export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Filters an instance's language list to the supported locales; when none remain the
 * list is returned as it was (docs/DECISIONS.md "Instances and the customizer").
 */
export function filterLanguages(options: readonly string[]): string[] {
  const clean = options.filter((o) => typeof o === 'string' && o.length > 0);
  const supported = clean.filter(isSupportedLocale);
  return supported.length > 0 ? supported : clean;
}

/** Inputs to the locale choice, most preferred first. */
export interface LocaleChoiceInput {
  userLocale?: string | null;
  storedLanguage?: string | null;
  browserLanguages?: readonly string[];
  defaultLanguage: string;
  languageOptions: readonly string[];
}

/**
 * Picks the locale prefix: the user's saved locale, the stored language, the browser
 * language, then the instance default; the result is always one of the language options.
 */
export function chooseLocale(input: LocaleChoiceInput): string {
  const options = filterLanguages(input.languageOptions);
  const fallback = options[0] ?? DEFAULT_LOCALE;
  const accept = (candidate: string | null | undefined): string | undefined => {
    if (!candidate) return undefined;
    const lower = candidate.toLowerCase();
    if (options.includes(lower)) return lower;
    const base = lower.split(/[-_]/)[0];
    return base && options.includes(base) ? base : undefined;
  };
  return (
    accept(input.userLocale) ??
    accept(input.storedLanguage) ??
    input.browserLanguages?.map(accept).find((l) => l !== undefined) ??
    accept(input.defaultLanguage) ??
    fallback
  );
}

/** Parses an Accept-Language header into language tags ordered by quality. */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((e) => e.tag && e.tag !== '*' && e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((e) => e.tag);
}
