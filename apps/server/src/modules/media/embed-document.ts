import { createHash } from 'node:crypto';
import type { ContentMediumRow } from './repository.ts';
import type { StoredOEmbed } from './oembed-data.ts';

const STYLE = 'html,body{margin:0;padding:0;background:transparent}iframe{display:block;max-width:100%;border:0}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The document `/embeds/{id}` serves: the provider's (sanitized) embed html in a page of its own,
 * with a CSP that lets it load frames, scripts, images and styles from the provider's hosts over
 * https only. The app shows it in a sandboxed iframe after consent; only our own pages may frame it.
 */
export function embedDocument(row: ContentMediumRow): { html: string; csp: string } | null {
  if (row.mediaType !== 'external_media' || !row.oembedData) return null;
  // The column holds what `validateOEmbed` answered (media/service.ts writes nothing else).
  const data = row.oembedData as StoredOEmbed;
  if (!data.html) return null;
  const hosts = (data.hosts ?? []).filter((h) => /^[a-z0-9.-]{1,253}$/.test(h)).map((h) => `https://${h}`);
  const sources = hosts.length ? hosts.join(' ') : "'none'";
  const csp = [
    "default-src 'none'",
    `frame-src ${sources}`,
    `script-src ${sources}`,
    `img-src ${hosts.length ? `${hosts.join(' ')} data:` : 'data:'}`,
    `style-src ${STYLE_HASH}${hosts.length ? ` ${hosts.join(' ')}` : ''}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
  const title = escapeHtml(data.title ?? data.provider_name ?? 'Embed');
  const html =
    `<!doctype html><html><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="referrer" content="strict-origin-when-cross-origin">` +
    `<title>${title}</title><style>${STYLE}</style></head><body>${data.html}</body></html>`;
  return { html, csp };
}
