/**
 * Localized texts (`{en, de?, it?}`) as admins write them: plain ones trimmed (and, where a
 * title must stay on one line, inner blanks collapsed), rich ones sanitized. Languages left out
 * stay out.
 */
import { sanitizeRichText } from './sanitize.ts';

type Texts = Record<string, string | undefined> | undefined;

/** Plain texts, trimmed; `collapseSpaces` also folds runs of blanks (line breaks included) into one space. */
export function plainTexts(texts: Texts, opts: { collapseSpaces?: boolean } = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts ?? {}).flatMap(([l, t]) =>
      t === undefined ? [] : [[l, (opts.collapseSpaces ? t.replace(/\s+/g, ' ') : t).trim()]],
    ),
  );
}

/** Rich texts, each sanitized to the allowed HTML. */
export function richTexts(texts: Texts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts ?? {}).flatMap(([l, html]) => (html === undefined ? [] : [[l, sanitizeRichText(html)]])),
  );
}
