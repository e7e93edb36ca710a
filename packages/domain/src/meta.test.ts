import { describe, expect, it } from 'vitest';
import { META_LIMITS } from './constants.ts';
import { buildPageMeta, truncate } from './meta.ts';

const base = { defaultTitle: 'FC Tribune', canonicalUrl: 'https://tribune.example/en/p/privacy/', locale: 'en' };

describe('buildPageMeta', () => {
  it("titles a page 'page title | default title'", () => {
    const meta = buildPageMeta({ ...base, title: 'Privacy' });
    expect(meta.title).toBe('Privacy | FC Tribune');
    expect(meta.structuredTitle).toBe('Privacy | FC Tribune');
  });

  it('uses the default title alone when the page has none', () => {
    expect(buildPageMeta(base).title).toBe('FC Tribune');
    expect(buildPageMeta({ ...base, title: '' }).title).toBe('FC Tribune');
  });

  it('cuts the meta title to 65 and the structured title to 60 characters', () => {
    const meta = buildPageMeta({ ...base, title: 'A very long headline '.repeat(6) });
    expect(META_LIMITS).toMatchObject({ metaTitle: 65, structuredTitle: 60, description: 155 });
    expect(meta.title.length).toBeLessThanOrEqual(65);
    expect(meta.title.endsWith('…')).toBe(true);
    expect(meta.structuredTitle.length).toBeLessThanOrEqual(60);
    expect(meta.structuredData.name).toBe(meta.structuredTitle);
  });

  it('cuts the description to 155 characters', () => {
    const meta = buildPageMeta({ ...base, description: 'word '.repeat(80) });
    expect(meta.description.length).toBeLessThanOrEqual(155);
    expect(meta.description.endsWith('…')).toBe(true);
    expect(meta.tags).toContainEqual({ property: 'og:description', content: meta.description });
  });

  it('leaves out description tags when there is no description', () => {
    const meta = buildPageMeta(base);
    expect(meta.description).toBe('');
    expect(meta.tags.some((t) => t.property === 'og:description')).toBe(false);
    expect(meta.structuredData).not.toHaveProperty('description');
  });

  it('asks robots not to index or follow with the no-crawl flag', () => {
    expect(buildPageMeta({ ...base, noCrawl: true }).robots).toBe('noindex,nofollow');
    expect(buildPageMeta(base).robots).toBe('index,follow');
  });

  it('adds social tags and a large card when there is an image', () => {
    const meta = buildPageMeta({ ...base, image: 'https://tribune.example/cover.png' });
    expect(meta.tags).toContainEqual({ property: 'og:image', content: 'https://tribune.example/cover.png' });
    expect(meta.tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(meta.tags).toContainEqual({ property: 'og:url', content: base.canonicalUrl });
    expect(meta.canonical).toBe(base.canonicalUrl);
    expect(buildPageMeta(base).tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('adds article tags for articles', () => {
    const meta = buildPageMeta({
      ...base,
      title: 'Match report',
      type: 'article',
      article: {
        publishedTime: '2025-01-02T10:00:00Z',
        modifiedTime: '2025-01-03T10:00:00Z',
        section: 'News',
        tags: ['derby', 'win'],
      },
    });
    expect(meta.tags).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta.tags).toContainEqual({ property: 'article:published_time', content: '2025-01-02T10:00:00Z' });
    expect(meta.tags).toContainEqual({ property: 'article:modified_time', content: '2025-01-03T10:00:00Z' });
    expect(meta.tags).toContainEqual({ property: 'article:section', content: 'News' });
    expect(meta.tags.filter((t) => t.property === 'article:tag').map((t) => t.content)).toEqual(['derby', 'win']);
    expect(meta.structuredData).toMatchObject({ '@type': 'Article', headline: 'Match report | FC Tribune' });
  });

  it('ignores article details on a website page', () => {
    const meta = buildPageMeta({ ...base, article: { tags: ['x'] } });
    expect(meta.tags.some((t) => t.property?.startsWith('article:'))).toBe(false);
    expect(meta.structuredData['@type']).toBe('WebPage');
  });
});

describe('truncate', () => {
  it('collapses whitespace and keeps short texts whole', () => {
    expect(truncate('  a \n  b ', 10)).toBe('a b');
    expect(truncate('x'.repeat(10), 10)).toBe('x'.repeat(10));
  });

  it('ends cut texts with an ellipsis within the limit', () => {
    expect(truncate('abcdefghijk', 5)).toBe('abcd…');
    expect(truncate('abc defgh', 5)).toBe('abc…');
  });
});
