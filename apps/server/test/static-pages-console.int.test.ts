import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { adminToken, expectError, fanToken, useTestApp } from './fixtures.ts';

type Page = { id: string; attributes: Record<string, unknown> & { slug: string; body: Record<string, string> } };

/**
 * The console's pages screen (docs/CONSOLE.md "Pages"): the list with its search and list headers,
 * one page with every language, the legal pages the app links to (never deleted, their slug
 * kept), sanitized HTML as fans read it at once, the refusals at their fields, and the audit log.
 */
describe("the console's static pages", () => {
  const t = useTestApp({ admin: true });
  let admin: string;
  let fan: string;

  const create = async (slug: string, extra: Record<string, unknown> = {}) => {
    const res = await t.req('POST', '/v2/admin/static_pages', admin, {
      static_page: { slug, title: { en: `Title ${slug}` }, body: { en: `<p>${slug}</p>` }, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Page;
  };
  const bySlug = async (slug: string) => {
    const res = await t.req('GET', `/v2/admin/static_pages?search=${slug}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json().data as Page[]).find((p) => p.attributes.slug === slug);
    expect(found, slug).toBeDefined();
    return found!;
  };
  const audit = async (action: string, id: string) => {
    const res = await t.req('GET', `/v2/admin/audit_log?action=${action}&search=${id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Array<{ attributes: { target_id: string; details: Record<string, unknown> } }>).filter(
      (e) => e.attributes.target_id === id,
    );
  };

  beforeAll(async () => {
    admin = await adminToken(t.keys);
    fan = await fanToken(t.keys, 'pages-fan');
    expect((await t.req('GET', '/v2/user/show', fan)).statusCode).toBe(200);
  });

  it('lists every page by slug, unpublished ones too, with a search in slugs and titles and the list headers', async () => {
    await create('club-history', { title: { en: 'Our history', de: 'Vereinsgeschichte' }, published: false });
    await create('stadium', { translated_slugs: { de: 'stadion' }, title: { en: 'The ground' } });

    const all = await t.req('GET', '/v2/admin/static_pages?per_page=100', admin);
    expect(all.statusCode).toBe(200);
    const slugs = (all.json().data as Page[]).map((p) => p.attributes.slug);
    expect(slugs).toEqual([...slugs].sort());
    expect(slugs).toEqual(expect.arrayContaining(['imprint', 'privacy', 'tos', 'club-history', 'stadium']));
    expect(Number(all.headers['total-count'])).toBe(slugs.length);

    const search = async (q: string) =>
      ((await t.req('GET', `/v2/admin/static_pages?search=${encodeURIComponent(q)}`, admin)).json().data as Page[]).map(
        (p) => p.attributes.slug,
      );
    expect(await search('vereinsgesch')).toEqual(['club-history']); // a German title
    expect(await search('STADION')).toEqual(['stadium']); // a translated slug, any case
    expect(await search('impressum')).toEqual(['imprint']);
    expect(await search('100%_')).toEqual([]); // wildcards are literal

    const paged = await t.req('GET', '/v2/admin/static_pages?per_page=2&page=2', admin);
    expect(paged.json().data).toHaveLength(2);
    expect(paged.headers['current-page']).toBe('2');
    expect(paged.headers['total-pages']).toBe(String(Math.ceil(slugs.length / 2)));
  });

  it('shows a page with every language for its form; 404 for a missing one; fans and guests are refused', async () => {
    const imprint = await bySlug('imprint');
    const res = await t.req('GET', `/v2/admin/static_pages/${imprint.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data.attributes;
    expect(Object.keys(a.title).sort()).toEqual(['de', 'en', 'it']);
    expect(Object.keys(a.body).sort()).toEqual(['de', 'en', 'it']);
    expect(a.translated_slugs).toMatchObject({ de: 'impressum' });
    expectError(await t.req('GET', '/v2/admin/static_pages/999999', admin), 404, 'NOT_FOUND');
    expectError(await t.req('GET', '/v2/admin/static_pages/abc', admin), 400);
    expectError(await t.req('GET', '/v2/admin/static_pages', fan), 403, 'FORBIDDEN');
    expectError(await t.req('GET', `/v2/admin/static_pages/${imprint.id}`), 401);
    expectError(await t.req('DELETE', `/v2/admin/static_pages/${imprint.id}`, fan), 403, 'FORBIDDEN');
  });

  it('sanitizes a saved body, and fans read the new text at once', async () => {
    const imprint = await bySlug('imprint');
    const before = (await t.req('GET', '/v2/static_pages/imprint')).json().data.attributes.body as string;
    const shown = await t.req('GET', `/v2/admin/static_pages/${imprint.id}`, admin);
    const a = shown.json().data.attributes;
    const put = await t.req('PUT', `/v2/admin/static_pages/${imprint.id}`, admin, {
      static_page: {
        slug: 'imprint',
        translated_slugs: { de: a.translated_slugs.de, it: a.translated_slugs.it },
        title: a.title,
        description: a.description,
        body: {
          ...a.body,
          en: '<h2>Contact</h2><p><strong>New</strong> address <a href="https://example.org/x">here</a></p><script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="alert(3)">Hi</p><a href="javascript:alert(4)">bad</a>',
        },
      },
    });
    expect(put.statusCode, put.body).toBe(200);

    const read = await t.req('GET', '/v2/static_pages/imprint');
    expect(read.statusCode).toBe(200);
    const body = read.json().data.attributes.body as string;
    expect(body).not.toBe(before);
    expect(body).toContain('<h2>Contact</h2>');
    expect(body).toContain('<strong>New</strong>');
    expect(body).toContain('href="https://example.org/x"');
    for (const gone of ['<script', 'alert(1)', 'onerror', '<img', 'onclick', 'javascript:'])
      expect(body).not.toContain(gone);
    expect(read.headers['cache-control'] ?? '').not.toMatch(/max-age=[1-9]/);
    // The German page was sent back as it was.
    const de = await t.req('GET', '/v2/static_pages/impressum', undefined, undefined, { 'accept-language': 'de' });
    expect(de.json().data.attributes.body).toBe(a.body.de);

    const [entry] = await audit('static_page.update', imprint.id);
    const details = entry!.attributes.details as { from: Page['attributes']; to: Page['attributes'] };
    expect(details.from.body).toEqual(a.body);
    expect((details.to.body as Record<string, string>).en).toBe(body);
  });

  it('answers refusals at their fields: a bad slug, a missing English title, unknown languages, a taken slug', async () => {
    const cases: Array<[Record<string, unknown>, string, number]> = [
      [{ slug: 'Bad Slug', title: { en: 'x' }, body: { en: 'x' } }, 'static_page.slug', 422],
      [{ slug: 'no-title', title: { de: 'x' }, body: { en: 'x' } }, 'static_page.title.en', 422],
      [{ slug: 'no-title', title: { en: '' }, body: { en: 'x' } }, 'static_page.title.en', 422],
      [{ slug: 'fr', title: { en: 'x', fr: 'x' }, body: { en: 'x' } }, 'static_page.title.fr', 422],
      [{ slug: 'long', title: { en: 'x'.repeat(201) }, body: { en: 'x' } }, 'static_page.title.en', 422],
      [
        { slug: 'de-slug', translated_slugs: { de: 'Nicht OK' }, title: { en: 'x' }, body: { en: 'x' } },
        'static_page.translated_slugs.de',
        422,
      ],
      [
        { slug: 'taken', translated_slugs: { de: 'impressum' }, title: { en: 'x' }, body: { en: 'x' } },
        'static_page.translated_slugs.de',
        409,
      ],
      [{ slug: 'privacy', title: { en: 'x' }, body: { en: 'x' } }, 'static_page.slug', 409],
    ];
    for (const [page, field, status] of cases) {
      const res = await t.req('POST', '/v2/admin/static_pages', admin, { static_page: page });
      expectError(res, status);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    expectError(await t.req('POST', '/v2/admin/static_pages', admin, { static_page: 'x' }), 422);
  });

  it('keeps the slug of a page the app links to', async () => {
    const tos = await bySlug('tos');
    const res = await t.req('PUT', `/v2/admin/static_pages/${tos.id}`, admin, {
      static_page: { slug: 'terms', title: { en: 'Terms' }, body: { en: '<p>x</p>' } },
    });
    expectError(res, 422, 'VALIDATION_FAILED');
    expect(res.json().errors['static_page.slug']).toHaveLength(1);
    expect((await t.req('GET', '/v2/static_pages/tos')).statusCode).toBe(200);
  });

  it('refuses deleting a legal page the app links to, and deletes another with its comments, audited', async () => {
    for (const slug of ['imprint', 'privacy', 'tos']) {
      const page = await bySlug(slug);
      const res = await t.req('DELETE', `/v2/admin/static_pages/${page.id}`, admin);
      expectError(res, 409, 'CONFLICT');
      expect(res.json().error).toMatch(/links to this page/);
      expect((await t.req('GET', `/v2/static_pages/${slug}`)).statusCode).toBe(200);
    }

    const page = await create('old-news', { body: { en: '<p>Old</p>' } });
    const comment = await t.req('POST', '/v2/static_pages/old-news/comments', fan, {
      comment: { body: '<p>Nice</p>' },
    });
    expect(comment.statusCode, comment.body).toBe(201);

    const res = await t.req('DELETE', `/v2/admin/static_pages/${page.id}`, admin);
    expect(res.statusCode, res.body).toBe(204);
    expectError(await t.req('GET', '/v2/static_pages/old-news'), 404, 'NOT_FOUND');
    expectError(await t.req('GET', `/v2/admin/static_pages/${page.id}`, admin), 404);
    expectError(await t.req('DELETE', `/v2/admin/static_pages/${page.id}`, admin), 404);
    const left = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from comments where commentable_type = 'static_page' and commentable_id = ${Number(page.id)}`,
      ),
    );
    expect(left[0]!.n).toBe(0);

    const [deleted] = await audit('static_page.delete', page.id);
    expect((deleted!.attributes.details.from as Page['attributes']).body).toEqual({ en: '<p>Old</p>' });
    const [created] = await audit('static_page.create', page.id);
    expect((created!.attributes.details.to as Page['attributes']).slug).toBe('old-news');
  });
});
