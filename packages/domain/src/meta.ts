import { META_LIMITS } from './constants.ts';

/** What a page says about itself. */
export interface PageMetaInput {
  title?: string | null;
  defaultTitle: string;
  description?: string | null;
  canonicalUrl: string;
  /** The no-crawl flag: robots noindex,nofollow. */
  noCrawl?: boolean;
  image?: string | null;
  locale: string;
  type?: 'website' | 'article';
  article?: { publishedTime?: string; modifiedTime?: string; section?: string; tags?: string[] };
}

/** Everything a page puts in its head. */
export interface PageMeta {
  title: string;
  structuredTitle: string;
  description: string;
  canonical: string;
  robots: 'index,follow' | 'noindex,nofollow';
  /** property/name → content pairs for social cards and article tags. */
  tags: Array<{ property?: string; name?: string; content: string }>;
  structuredData: Record<string, unknown>;
}

/** Cuts a text to at most `max` characters, ending with an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** Builds page metadata: 'page title | default title', cut to 65 (meta) and 60 (structured data). */
export function buildPageMeta(input: PageMetaInput): PageMeta {
  const full = input.title ? `${input.title} | ${input.defaultTitle}` : input.defaultTitle;
  const description = truncate(input.description ?? '', META_LIMITS.description);
  const title = truncate(full, META_LIMITS.metaTitle);
  const structuredTitle = truncate(full, META_LIMITS.structuredTitle);
  const robots = input.noCrawl ? 'noindex,nofollow' : 'index,follow';
  const type = input.type ?? 'website';
  const tags: PageMeta['tags'] = [
    { property: 'og:title', content: title },
    { property: 'og:type', content: type },
    { property: 'og:url', content: input.canonicalUrl },
    { property: 'og:locale', content: input.locale },
    { property: 'og:site_name', content: input.defaultTitle },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
  ];
  if (description) {
    tags.push(
      { property: 'og:description', content: description },
      { name: 'twitter:description', content: description },
    );
  }
  if (input.image)
    tags.push({ property: 'og:image', content: input.image }, { name: 'twitter:image', content: input.image });
  const a = input.article;
  if (type === 'article' && a) {
    if (a.publishedTime) tags.push({ property: 'article:published_time', content: a.publishedTime });
    if (a.modifiedTime) tags.push({ property: 'article:modified_time', content: a.modifiedTime });
    if (a.section) tags.push({ property: 'article:section', content: a.section });
    for (const tag of a.tags ?? []) tags.push({ property: 'article:tag', content: tag });
  }
  return {
    title,
    structuredTitle,
    description,
    canonical: input.canonicalUrl,
    robots,
    tags,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': type === 'article' ? 'Article' : 'WebPage',
      name: structuredTitle,
      ...(type === 'article' ? { headline: structuredTitle } : {}),
      ...(description ? { description } : {}),
      url: input.canonicalUrl,
      inLanguage: input.locale,
    },
  };
}
