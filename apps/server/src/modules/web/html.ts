import { BOOT_DATA_ELEMENT_ID, BUILTIN_TRANSLATIONS, isSupportedLocale } from '@tribune/domain';

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The shell page used when the web app has not been built (API-only runs and tests). */
export const FALLBACK_INDEX = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tribune</title></head>
<body><div id="root"></div></body></html>`;

/** Fills the shell page's language, title and (already escaped) page metadata tags for one navigation. */
export function renderIndex(template: string, locale: string, title: string, headTags = ''): string {
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(locale)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  return headTags ? html.replace('</head>', () => `${headTags}</head>`) : html;
}

/** The unsupported-browser page: plain HTML with no script, so old Internet Explorer can show it. */
export function renderUnsupported(locale: string, instanceName: string): string {
  const t = BUILTIN_TRANSLATIONS[isSupportedLocale(locale) ? locale : 'en'].unsupported;
  return `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)} | ${escapeHtml(instanceName)}</title></head>
<body style="font-family: Arial, sans-serif; margin: 0; padding: 3em 1em; text-align: center; color: #1a1a1a">
<main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p></main>
</body></html>`;
}

/** JSON bodies (already serialized) of the shell's first data; see BootData in @tribune/domain. */
export interface BootBodies {
  moduleConfig: Buffer;
  routes: Buffer;
  icons: Buffer;
  translations: { locale: string; body: Buffer } | null;
}

/**
 * The element that carries the shell's first data in the page: JSON in a script element that never
 * runs. Every `<` is written `\u003c` (the same string to JSON.parse), so no value can close the
 * element or open a comment, whatever an instance puts in its texts.
 */
export function renderBootData(b: BootBodies): string {
  const translations = b.translations ? `{${JSON.stringify(b.translations.locale)}:${b.translations.body}}` : '{}';
  const json = `{"module_config":${b.moduleConfig},"routes":${b.routes},"icons":${b.icons},"translations":${translations}}`;
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}
