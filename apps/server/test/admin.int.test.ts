import { beforeAll, describe, expect, it } from 'vitest';
import { isErrorBody } from './helpers.ts';
import { tokenFor } from './tokens.ts';
import { useTestApp } from './fixtures.ts';

describe('admin API: roles, validation, slugs, publication and sanitizing', () => {
  const t = useTestApp({ admin: true });
  let admin: string;
  let member: string;

  const send = t.req;
  /** The admin's POST of a content. */
  const createContent = (payload: unknown) => send('POST', '/v2/admin/contents', admin, payload);
  const valid = (slug: string, extra: Record<string, unknown> = {}) => ({
    content: { slug, content_type: 'article', title: { en: `Title ${slug}` }, ...extra },
  });

  beforeAll(async () => {
    admin = await tokenFor(t.keys, { sub: 'uid-boss', email: 'BOSS@example.test' });
    member = await tokenFor(t.keys, { sub: 'uid-fan', email: 'fan@example.test' });
  });

  it('answers 401 to guests and 403 to members on every admin route', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT', string, unknown]> = [
      ['GET', '/v2/admin/contents', undefined],
      ['POST', '/v2/admin/contents', valid('x')],
      ['POST', '/v2/admin/categories', { category: { slug: 'x', title: { en: 'X' } } }],
      ['POST', '/v2/admin/static_pages', { static_page: { slug: 'x', title: { en: 'X' }, body: { en: 'x' } } }],
    ];
    for (const [method, url, payload] of routes) {
      const guest = await send(method, url, undefined, payload);
      expect(guest.statusCode).toBe(401);
      expect(isErrorBody(guest.json())).toBe(true);
      const fan = await send(method, url, member, payload);
      expect(fan.statusCode).toBe(403);
      expect(fan.json().code).toBe('FORBIDDEN');
    }
  });

  it('promotes a user whose e-mail is in ADMIN_EMAILS (any case) and lets them create, edit and list', async () => {
    const created = await createContent(valid('first', { translated_slugs: { de: 'erste' } }));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(created.json().data.attributes).toMatchObject({ slug: 'first', published: false, published_at: null });
    const put = await send('PUT', `/v2/admin/contents/${id}`, admin, valid('first', { title: { en: 'Renamed' } }));
    expect(put.statusCode).toBe(200);
    expect(put.json().data.attributes.title).toEqual({ en: 'Renamed' });
    const list = await send('GET', '/v2/admin/contents', admin);
    expect(list.json().data.map((c: { id: string }) => c.id)).toContain(id);
  });

  it('refuses invalid input with 422 and field errors, never 500', async () => {
    const cases: Array<[unknown, string]> = [
      [valid('Bad Slug'), 'content.slug'],
      [valid('ok-1', { title: { fr: 'Bonjour', en: 'x' } }), 'content.title.fr'],
      [valid('ok-2', { available_for: ['everyone'] }), 'content.available_for.0'],
      [valid('ok-3', { title: { en: 'x'.repeat(201) } }), 'content.title.en'],
      [valid('ok-4', { category_id: '999999' }), 'content.category_id'],
      [valid('ok-5', { hero_medium_id: '999999' }), 'content.hero_medium_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await createContent(payload);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const color = await send('POST', '/v2/admin/categories', admin, {
      category: { slug: 'c', title: { en: 'C' }, bg_color: 'red' },
    });
    expect(color.statusCode).toBe(422);
    expect(color.json().errors['category.bg_color']).toBeDefined();
  });

  it('answers 409 SLUG_TAKEN when a slug collides with any canonical or translated slug', async () => {
    await createContent(valid('taken', { translated_slugs: { de: 'vergeben' } }));
    const canonical = await createContent(valid('vergeben'));
    expect(canonical.statusCode).toBe(409);
    expect(canonical.json().code).toBe('SLUG_TAKEN');
    const translated = await createContent(valid('other', { translated_slugs: { it: 'taken' } }));
    expect(translated.statusCode).toBe(409);
    expect(translated.json().errors['content.translated_slugs.it']).toBeDefined();
    await send('POST', '/v2/admin/categories', admin, { category: { slug: 'dup', title: { en: 'D' } } });
    const dup = await send('POST', '/v2/admin/categories', admin, { category: { slug: 'dup', title: { en: 'D' } } });
    expect(dup.statusCode).toBe(409);
    const page = await send('POST', '/v2/admin/static_pages', admin, {
      static_page: { slug: 'my-page', translated_slugs: { de: 'datenschutz' }, title: { en: 'P' }, body: { en: 'x' } },
    });
    expect(page.statusCode).toBe(409);
  });

  it('shows a content publicly only while published, and keeps the first published_at', async () => {
    const id = (await createContent(valid('toggle'))).json().data.id as string;
    expect((await send('GET', '/v2/contents/toggle')).statusCode).toBe(404);
    const published = await send('POST', `/v2/admin/contents/${id}/publish`, admin, {});
    const at = published.json().data.attributes.published_at as string;
    expect(at).toBeTruthy();
    expect((await send('GET', '/v2/contents/toggle')).statusCode).toBe(200);
    await send('POST', `/v2/admin/contents/${id}/unpublish`, admin, {});
    expect((await send('GET', '/v2/contents/toggle')).statusCode).toBe(404);
    const again = await send('POST', `/v2/admin/contents/${id}/publish`, admin, {});
    expect(again.json().data.attributes.published_at).toBe(at);
    expect((await send('POST', '/v2/admin/contents/999999/publish', admin, {})).statusCode).toBe(404);
  });

  it('sanitizes HTML bodies on save and keeps titles and teasers as plain text', async () => {
    const res = await createContent(
      valid('xss', {
        title: { en: '<img src=x onerror=alert(1)>' },
        body: { en: '<p onclick="alert(1)">Hi<script>alert(2)</script><a href="javascript:alert(3)">x</a></p>' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const attrs = res.json().data.attributes;
    expect(attrs.body.en).toBe('<p>Hi<a rel="noopener noreferrer nofollow">x</a></p>');
    expect(attrs.title.en).toBe('<img src=x onerror=alert(1)>');
    const page = await send('POST', '/v2/admin/static_pages', admin, {
      static_page: { slug: 'clean', title: { en: 'Clean' }, body: { en: '<p>ok</p><script>bad()</script>' } },
    });
    expect(page.statusCode).toBe(201);
    expect(page.json().data.attributes.body.en).toBe('<p>ok</p>');
    expect((await send('GET', '/v2/static_pages/clean')).json().data.attributes.title).toBe('Clean');
  });
});
