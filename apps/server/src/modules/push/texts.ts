import type { NotificationTranslate } from '@tribune/domain';

type Tree = Record<string, unknown>;

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const plurals = new Map<string, Intl.PluralRules>();

function pluralOf(locale: string, count: number): string {
  let rules = plurals.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    plurals.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * A small i18next-like `t` over the instance's translations (built-in texts merged with the
 * instance's overrides) for push texts: a numeric `count` picks `key_one`/`key_other` (the
 * locale's plural rule, then `_other`, then the bare key), `{{name}}` is replaced by the
 * variable; a missing key falls back to the fallback bundle (English), then to the key itself.
 */
export function translator(
  locale: string,
  bundle: Tree | undefined,
  fallback: Tree | undefined,
): NotificationTranslate {
  return (key, vars = {}) => {
    const count = vars.count;
    const candidates = typeof count === 'number' ? [`${key}_${pluralOf(locale, count)}`, `${key}_other`, key] : [key];
    let text: string | undefined;
    for (const tree of [bundle, fallback]) {
      for (const k of candidates) {
        text = lookup(tree, k);
        if (text !== undefined) break;
      }
      if (text !== undefined) break;
    }
    if (text === undefined) return key;
    return text.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, name: string) =>
      Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
    );
  };
}
