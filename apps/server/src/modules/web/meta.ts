import { buildPageMeta, type PageMeta, type RouteName } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { pick } from '../../http/locale.ts';
import type { MediaPort } from '../contents/index.ts';
import type { MediumRow } from '../contents/index.ts';
import { findPublishedPageBySlug } from '../static-pages/index.ts';
import { escapeHtml } from './html.ts';
import { categoryBySlug, contentMeta } from './repository.ts';

/** What a navigation needs to describe its page. */
export interface MetaRequest {
  name: RouteName;
  params: Record<string, string>;
  locale: string;
  fallback: string;
  pathname: string;
  publicUrl: string;
  instanceName: string;
  contentsWord: string;
}

/** The outcome: the head tags, or 'notFound' when the page's record does not exist. */
export type MetaResult = { meta: PageMeta } | 'notFound';

/** Route names whose page metadata the server renders (each with at most one query). */
export const META_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'homeCategory',
  'contents',
  'content',
  'contentComment',
  'staticPage',
  'staticPageInMenu',
  'staticPageComment',
  'staticPageInMenuComment',
]);

const iso = (v: string | Date | null) => (v === null ? undefined : new Date(v).toISOString());

/** The media row of a `row_to_json(content_media)` in the shape the media service presents. */
function mediumFromJson(m: Record<string, unknown>): MediumRow {
  return {
    id: Number(m.id),
    mediaType: m.media_type as MediumRow['mediaType'],
    status: m.status as MediumRow['status'],
    originalKey: (m.original_key as string | null) ?? null,
    mimeType: (m.mime_type as string | null) ?? null,
    width: (m.width as number | null) ?? null,
    height: (m.height as number | null) ?? null,
    durationMs: (m.duration_ms as number | null) ?? null,
    renditions: (m.renditions as MediumRow['renditions']) ?? [],
    thumbnailKey: (m.thumbnail_key as string | null) ?? null,
    externalSrc: (m.external_src as string | null) ?? null,
    oembedData: (m.oembed_data as Record<string, unknown> | null) ?? null,
    error: (m.error as string | null) ?? null,
    createdBy: m.created_by === null || m.created_by === undefined ? null : Number(m.created_by),
    createdAt: new Date(m.created_at as string),
    updatedAt: new Date(m.updated_at as string),
  };
}

/** Which record describes a route's page. */
function metaKind(name: RouteName): 'content' | 'staticPage' | 'homeCategory' | 'plain' {
  if (name === 'content' || name === 'contentComment') return 'content';
  if (name.startsWith('staticPage')) return 'staticPage';
  return name === 'homeCategory' ? 'homeCategory' : 'plain';
}

/** Builds the page metadata of a navigation, reading at most one row. */
export async function pageMetaFor(db: Db, media: MediaPort, r: MetaRequest): Promise<MetaResult> {
  const base = { defaultTitle: r.instanceName, locale: r.locale, canonicalUrl: `${r.publicUrl}${r.pathname}` };
  const t = (texts: Record<string, string> | null | undefined) => pick(texts, r.locale, r.fallback);
  switch (metaKind(r.name)) {
    case 'content': {
      const row = await contentMeta(db, r.params.slug ?? r.params.contentSlug ?? '');
      if (!row) return 'notFound';
      const localSlug = row.translated_slugs[r.locale] ?? row.slug;
      // Thumbnails are public for every audience, so the card image never leaks locked media.
      const image = row.medium ? media.present(mediumFromJson(row.medium), { available: false }) : undefined;
      const thumbnail = image?.attributes.thumbnail;
      return {
        meta: buildPageMeta({
          ...base,
          canonicalUrl: `${r.publicUrl}/${r.locale}/${r.contentsWord}/${localSlug}`,
          title: t(row.title),
          description: t(row.teaser),
          noCrawl: row.no_crawl,
          image: thumbnail ? new URL(thumbnail, r.publicUrl).toString() : null,
          type: 'article',
          article: {
            publishedTime: iso(row.published_at),
            modifiedTime: iso(row.updated_at),
            section: row.category_title ? t(row.category_title) : undefined,
            tags: row.tags,
          },
        }),
      };
    }
    case 'staticPage': {
      const page = await findPublishedPageBySlug(db, r.params.slug ?? '');
      if (!page) return 'notFound';
      return {
        meta: buildPageMeta({ ...base, title: t(page.title), description: t(page.description), noCrawl: page.noCrawl }),
      };
    }
    case 'homeCategory': {
      const row = await categoryBySlug(db, r.params.categorySlug ?? '');
      if (!row) return 'notFound';
      return { meta: buildPageMeta({ ...base, title: t(row.title) }) };
    }
    case 'plain':
      return { meta: buildPageMeta(base) };
  }
}

const attr = (v: string) => escapeHtml(v);

/** The head tags of page metadata, each marked so the web app replaces them instead of adding twins. */
export function renderMetaTags(meta: PageMeta): string {
  const out: string[] = [];
  if (meta.description) out.push(`<meta name="description" content="${attr(meta.description)}" data-tribune-meta>`);
  out.push(`<meta name="robots" content="${meta.robots}" data-tribune-meta>`);
  for (const tag of meta.tags) {
    const key = tag.property ? `property="${attr(tag.property)}"` : `name="${attr(tag.name ?? '')}"`;
    out.push(`<meta ${key} content="${attr(tag.content)}" data-tribune-meta>`);
  }
  out.push(`<link rel="canonical" href="${attr(meta.canonical)}" data-tribune-meta>`);
  const ld = JSON.stringify(meta.structuredData).replace(/</g, '\\u003c');
  out.push(`<script type="application/ld+json" data-tribune-meta>${ld}</script>`);
  return out.join('');
}
