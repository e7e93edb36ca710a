import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './fixtures.ts';

describe('server-rendered page metadata in the shell head', () => {
  const t = useTestApp({ keys: false });

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, html: res.body };
  };

  beforeAll(async () => {
    const admin = t.app.admin;
    const category = await admin.createCategory({ slug: 'matchday', title: { en: 'Matchday', de: 'Spieltag' } });
    const content = await admin.createContent({
      slug: 'derby-report',
      translated_slugs: { de: 'derby-bericht' },
      content_type: 'article',
      title: { en: 'Derby <script>alert(1)</script> report', de: 'Derbybericht' },
      teaser: { en: 'Ninety "great" minutes', de: 'Neunzig Minuten' },
      tags: ['derby', 'home'],
      category_id: String(category.id),
    });
    await admin.setPublished(content.id, true);
    await admin.createContent({ slug: 'unpublished', content_type: 'article', title: { en: 'Hidden' } });
    await admin.createStaticPage({
      slug: 'secret-page',
      title: { en: 'Secret page' },
      description: { en: 'Not for robots' },
      body: { en: '<p>x</p>' },
      no_crawl: true,
    });
  });

  it('puts a content title, description, canonical, social card and article tags in the head, escaped', async () => {
    const { status, html } = await page('/en/contents/derby-report');
    expect(status).toBe(200);
    expect(html).toContain('<title>Derby &lt;script&gt;alert(1)&lt;/script&gt; report | FC Tribune Demo</title>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<meta name="description" content="Ninety &quot;great&quot; minutes" data-tribune-meta>');
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/en/contents/derby-report" data-tribune-meta>',
    );
    expect(html).toContain('<meta name="robots" content="index,follow" data-tribune-meta>');
    expect(html).toContain('<meta property="og:type" content="article" data-tribune-meta>');
    expect(html).toContain('<meta property="article:section" content="Matchday" data-tribune-meta>');
    expect(html).toContain('<meta property="article:tag" content="derby" data-tribune-meta>');
    expect(html).toContain('<meta property="article:tag" content="home" data-tribune-meta>');
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d\d-\d\dT/);
    expect(html).toContain('<meta name="twitter:card" content="summary" data-tribune-meta>');
  });

  it('describes a content in the language of the URL, its translated slug as canonical', async () => {
    const { status, html } = await page('/de/contents/derby-bericht');
    expect(status).toBe(200);
    expect(html).toContain('<title>Derbybericht | FC Tribune Demo</title>');
    expect(html).toContain('<meta property="article:section" content="Spieltag" data-tribune-meta>');
    expect(html).toContain('href="http://localhost:3000/de/contents/derby-bericht"');
  });

  it('answers 404 with the shell for an unknown or unpublished content slug', async () => {
    for (const url of ['/en/contents/no-such-thing', '/en/contents/unpublished']) {
      const { status, html } = await page(url);
      expect(status).toBe(404);
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('data-tribune-meta');
    }
  });

  it('describes static pages, with noindex for a no-crawl page', async () => {
    const privacy = await page('/de/p/datenschutz');
    expect(privacy.status).toBe(200);
    expect(privacy.html).toContain('<title>Datenschutzerklärung | FC Tribune Demo</title>');
    expect(privacy.html).toContain('<meta name="robots" content="index,follow" data-tribune-meta>');
    const secret = await page('/en/p/secret-page');
    expect(secret.html).toContain('<meta name="robots" content="noindex,nofollow" data-tribune-meta>');
    expect(secret.html).toContain('<meta name="description" content="Not for robots" data-tribune-meta>');
  });

  it('titles a home category page and the contents list', async () => {
    const category = await page('/de/home/matchday');
    expect(category.status).toBe(200);
    expect(category.html).toContain('<title>Spieltag | FC Tribune Demo</title>');
    expect((await page('/en/home/nothing')).status).toBe(404);
    const list = await page('/en/contents');
    expect(list.status).toBe(200);
    expect(list.html).toContain('<link rel="canonical" href="http://localhost:3000/en/contents" data-tribune-meta>');
  });
});
