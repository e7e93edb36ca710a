/**
 * The words of a slug (docs/ARCHITECTURE.md "Server modules"): a text's first words in lower-case
 * ASCII joined by hyphens, at most 60 characters; the record's id follows (`<words>-<id>`).
 */

/** The url-safe words of a text, or `fallback` when none are left. */
export function slugWords(text: string, fallback: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return words || fallback;
}
