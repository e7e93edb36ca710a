import sanitizeHtml from 'sanitize-html';
import { AppError } from '../../http/errors.ts';

/** An oEmbed answer as a provider (or the demo seed's recording) gives it. */
export interface OEmbedData {
  type: string;
  provider_name?: string | null;
  title?: string | null;
  thumbnail_url?: string | null;
  width?: number | null;
  height?: number | null;
  html?: string | null;
}

/**
 * The oEmbed data as stored: validated, html sanitized, with the hosts its frames and scripts load
 * from. A type, not an interface, so that it is a `Record<string, unknown>`, the column's type.
 */
export type StoredOEmbed = {
  type: 'video' | 'rich' | 'photo' | 'link';
  provider_name: string | null;
  title: string | null;
  thumbnail_url: string | null;
  width: number | null;
  height: number | null;
  html: string | null;
  /** https hosts the embed document may frame and load scripts, images and styles from. */
  hosts: string[];
};

/** The part of the oEmbed data the app receives (never the html). */
export interface PublicOEmbed {
  type: string;
  provider_name: string | null;
  title: string | null;
  thumbnail_url: string | null;
  width: number | null;
  height: number | null;
}

const TYPES = ['video', 'rich', 'photo', 'link'] as const;
const HOST = /^[a-z0-9.-]{1,253}$/;

function shortText(v: unknown, max: number): string | null {
  if (typeof v !== 'string') return null;
  // Control characters never belong in a title; replaced by code point, not a regex range.
  const t = [...v]
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .trim();
  return t ? t.slice(0, max) : null;
}

function dimension(v: unknown): number | null {
  const n = typeof v === 'string' && /^[0-9]{1,5}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 10000 ? n : null;
}

function httpsUrl(v: unknown): URL | null {
  if (typeof v !== 'string') return null;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && !url.username && !url.password && HOST.test(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

/** An http(s) URL without credentials (thumbnails are fetched by the server, never by the app). */
function webUrl(v: unknown): URL | null {
  if (typeof v !== 'string') return null;
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/**
 * Keeps only what an embed needs: iframes and scripts loading over https (from `allowedHosts` when
 * the provider is known), blockquotes, links and text. Returns the html and the hosts it loads from.
 */
export function sanitizeEmbedHtml(html: string, allowedHosts?: readonly string[]): { html: string; hosts: string[] } {
  const hosts = new Set<string>();
  const allowed = (src: string | undefined): string | null => {
    const url = httpsUrl(src);
    if (!url) return null;
    if (allowedHosts && !allowedHosts.includes(url.hostname)) return null;
    hosts.add(url.hostname);
    return url.toString();
  };
  const loader: sanitizeHtml.Transformer = (tagName, attribs) => {
    const src = allowed(attribs.src);
    // An unacceptable source renames the tag to one that is not allowed, so it is dropped.
    return src ? { tagName, attribs: { ...attribs, src } } : { tagName: 'dropped', attribs: {} };
  };
  const clean = sanitizeHtml(html, {
    allowedTags: ['iframe', 'script', 'blockquote', 'p', 'a', 'br', 'div', 'span', 'em', 'strong'],
    allowedAttributes: {
      iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder', 'style'],
      script: ['src', 'async', 'charset'],
      blockquote: ['class', 'cite', 'data-*', 'lang', 'dir'],
      a: ['href'],
      div: ['class'],
      span: ['class'],
      p: ['lang', 'dir'],
    },
    allowedSchemes: ['https'],
    allowProtocolRelative: false,
    allowVulnerableTags: true, // scripts are allowed only with an https src from the checked hosts, never inline
    disallowedTagsMode: 'discard',
    nonTextTags: ['style', 'textarea', 'option', 'noscript', 'script', 'dropped'],
    transformTags: { iframe: loader, script: loader },
    exclusiveFilter: (frame) => frame.tag === 'script' && frame.text.trim() !== '',
  });
  return { html: clean, hosts: [...hosts].sort() };
}

/** Validates an oEmbed answer (fetched or prefetched) into what is stored; EMBED_FETCH_FAILED when unusable. */
export function validateOEmbed(raw: unknown, allowedHosts?: readonly string[]): StoredOEmbed {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AppError('EMBED_FETCH_FAILED', undefined, { url: ['did not answer with oEmbed data'] });
  }
  const r = raw as Record<string, unknown>;
  const type = TYPES.find((t) => t === r.type);
  if (!type) throw new AppError('EMBED_FETCH_FAILED', undefined, { url: ['did not answer with oEmbed data'] });
  const rawHtml = typeof r.html === 'string' ? r.html.slice(0, 100_000) : '';
  const { html, hosts } = rawHtml ? sanitizeEmbedHtml(rawHtml, allowedHosts) : { html: '', hosts: [] };
  const thumbnail = webUrl(r.thumbnail_url);
  return {
    type,
    provider_name: shortText(r.provider_name, 100),
    title: shortText(r.title, 300),
    thumbnail_url: thumbnail ? thumbnail.toString() : null,
    width: dimension(r.width),
    height: dimension(r.height),
    html: html.trim() ? html : null,
    hosts,
  };
}

/** The stored data as the app receives it (no html), or null. */
export function publicOEmbed(stored: Record<string, unknown> | null): PublicOEmbed | null {
  if (!stored || typeof stored.type !== 'string') return null;
  // The column holds what `validateOEmbed` answered (media/service.ts writes nothing else).
  const s = stored as StoredOEmbed;
  return {
    type: s.type,
    provider_name: s.provider_name ?? null,
    title: s.title ?? null,
    thumbnail_url: s.thumbnail_url ?? null,
    width: s.width ?? null,
    height: s.height ?? null,
  };
}
