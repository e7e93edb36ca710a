import { useEffect } from 'react';
import { buildPageMeta } from '@tribune/domain';
import { useShell } from './shell-context.ts';

/** What a page tells the metadata helper. */
export interface UsePageMetaInput {
  title?: string | null;
  description?: string | null;
  noCrawl?: boolean;
  image?: string | null;
  type?: 'website' | 'article';
  article?: { publishedTime?: string; modifiedTime?: string; section?: string; tags?: string[] };
}

const MARK = 'data-tribune-meta';

function setTag(attr: 'name' | 'property', key: string, content: string): void {
  const el = document.createElement('meta');
  el.setAttribute(attr, key);
  el.setAttribute('content', content);
  el.setAttribute(MARK, '');
  document.head.appendChild(el);
}

/**
 * Sets the page's head: title 'page title | default title' (65 chars), description (155),
 * canonical link, robots, social card and article tags, and structured data (60-char name).
 */
export function usePageMeta(input: UsePageMetaInput): void {
  const { instanceName, locale } = useShell();
  const key = JSON.stringify(input);
  useEffect(() => {
    const canonicalUrl = `${window.location.origin}${window.location.pathname}`;
    const meta = buildPageMeta({ ...input, defaultTitle: instanceName, canonicalUrl, locale });
    document.title = meta.title;
    for (const el of document.head.querySelectorAll(`[${MARK}]`)) el.remove();
    if (meta.description) setTag('name', 'description', meta.description);
    setTag('name', 'robots', meta.robots);
    for (const tag of meta.tags) {
      if (tag.property) setTag('property', tag.property, tag.content);
      else if (tag.name) setTag('name', tag.name, tag.content);
    }
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = meta.canonical;
    link.setAttribute(MARK, '');
    document.head.appendChild(link);
    const ld = document.createElement('script');
    ld.type = 'application/ld+json';
    ld.textContent = JSON.stringify(meta.structuredData);
    ld.setAttribute(MARK, '');
    document.head.appendChild(ld);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` captures every input field
  }, [key, instanceName, locale]);
}
