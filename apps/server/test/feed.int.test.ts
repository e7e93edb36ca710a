import { sql } from 'drizzle-orm';
import { withModule } from '@tribune/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { isErrorBody } from './helpers.ts';
import { bearer } from './tokens.ts';
import { useTestApp, adminToken, fanToken } from './fixtures.ts';

interface Item {
  id: string;
  type: 'feed_item';
  attributes: { item_type: string; created_at: string };
  relationships: { item: { data: { id: string; type: string } } };
}
interface Doc {
  data: Item[];
  included: Array<{ id: string; type: string; attributes: Record<string, unknown> }>;
  meta: { next_cursor: string | null };
}

describe('feed posts and the feed', () => {
  const t = useTestApp({ admin: true, timeout: 180_000 });
  let admin: string;
  let owner: string;
  let member: string;
  let writer: string;
  let outsider: string;
  let memberId = '';
  let publicSlug = '';
  let privateSlug = '';
  let secretPostId = '';
  let memberPostInWritersGroup = '';
  let feedPostSlug = '';

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const req = t.req;
  const userId = async (token: string) => (await req('GET', '/v2/user/show', token)).json().data.id as string;
  const ok = async (method: Method, url: string, token: string | undefined, payload?: unknown, status = 200) => {
    const res = await req(method, url, token, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };
  const group = async (fields: Record<string, unknown>) => {
    const g = (await ok('POST', '/v2/fan_groups', owner, { fan_group: fields }, 201)).data;
    await ok('PUT', `/v2/admin/fan_groups/${g.id}`, admin, { fan_group: { acceptance_status: 'accepted' } });
    return g as { id: string; attributes: { slug: string } };
  };
  const groupPost = async (token: string, slug: string, body: string) =>
    (await ok('POST', '/v2/group_posts', token, { group_post: { fan_group_id: slug, body } }, 201)).data as {
      id: string;
    };
  const feedPost = async (token: string, body: string) =>
    (await ok('POST', '/v2/feed_posts', token, { feed_post: { body } }, 201)).data as {
      id: string;
      attributes: { slug: string };
    };
  const feed = async (token?: string, query = '') => (await ok('GET', `/v2/feed${query}`, token)) as Doc;
  /** Every item of the feed, page by page. */
  const wholeFeed = async (token?: string, perPage = 50) => {
    const items: Item[] = [];
    let cursor: string | null = null;
    do {
      const page: Doc = await feed(token, `?per_page=${perPage}${cursor ? `&cursor=${cursor}` : ''}`);
      items.push(...page.data);
      cursor = page.meta.next_cursor;
    } while (cursor);
    return items;
  };
  const setPostToFeed = async (on: boolean) => {
    const { config, flags } = t.app.instance.snapshot();
    await t.app.instance.update({
      moduleConfig: withModule(config, 'postToFeed', on),
      featureFlags: { ...flags, postToFeed: on },
    });
  };

  beforeAll(async () => {
    const { config } = t.app.instance.snapshot();
    await t.app.instance.update({ moduleConfig: withModule(config, 'spaces', true) });
    await setPostToFeed(true);
    admin = await adminToken(t.keys);
    owner = await fanToken(t.keys, 'olga');
    member = await fanToken(t.keys, 'mia');
    writer = await fanToken(t.keys, 'wim');
    outsider = await fanToken(t.keys, 'otto');
    for (const token of [admin, owner, writer, outsider]) await userId(token);
    memberId = await userId(member);
    const writerId = await userId(writer);
    publicSlug = (await group({ name: 'Open Terrace' })).attributes.slug;
    const closed = await group({
      name: 'Inner Circle',
      access: 'privately_accessible',
      post_visibility: 'only_members',
    });
    privateSlug = closed.attributes.slug;
    const writers = await group({ name: 'Writers Corner', feed_visibility: 'writers_posts' });
    for (const slug of [publicSlug, privateSlug, writers.attributes.slug]) {
      for (const [token, id] of [
        [member, memberId],
        [writer, writerId],
      ] as const) {
        await ok('POST', `/v2/fan_groups/${slug}/join`, token);
        if (slug === privateSlug)
          await ok('PUT', `/v2/fan_groups/${slug}/users/${id}`, owner, { data: { status: 'active' } });
      }
    }
    await ok('PUT', `/v2/fan_groups/${writers.attributes.slug}/users/${writerId}/role`, owner, {
      data: { role: 'writer' },
    });
    secretPostId = (await groupPost(member, privateSlug, '<p>Members only</p>')).id;
    memberPostInWritersGroup = (await groupPost(member, writers.attributes.slug, '<p>Not for the feed</p>')).id;
    await groupPost(writer, writers.attributes.slug, '<p>For the feed</p>');
    const category = await ok(
      'POST',
      '/v2/admin/categories',
      admin,
      { category: { slug: 'news', title: { en: 'News' }, bg_color: '#112233', text_color: '#ffffff' } },
      201,
    );
    const content = await ok(
      'POST',
      '/v2/admin/contents',
      admin,
      {
        content: {
          slug: 'derby-report',
          content_type: 'article',
          title: { en: 'Derby report' },
          teaser: { en: 'What a game' },
          body: { en: '<p>The match.</p>' },
          category_id: category.data.id,
        },
      },
      201,
    );
    await ok('POST', `/v2/admin/contents/${content.data.id}/publish`, admin, {});
    // Enough items of every kind for pages of 5 and 20, some with comments and mentions.
    for (let i = 0; i < 8; i++) {
      const p = await groupPost(member, publicSlug, `<p>Terrace ${i} <a data-mention="${writerId}">@wim</a></p>`);
      if (i % 3 === 0)
        await ok('POST', `/v2/group_posts/${p.id}/comments`, owner, { comment: { body: '<p>ok</p>' } }, 201);
      const f = await feedPost(i % 2 ? writer : owner, `<p>Feed ${i}</p>`);
      if (i % 3 === 1)
        await ok('POST', `/v2/feed_posts/${f.id}/comments`, member, { comment: { body: '<p>yes</p>' } }, 201);
    }
  }, 180_000);

  it('creates, shows, lists, edits, likes and comments on feed posts', async () => {
    const created = await feedPost(member, '<p>Hello feed <script>x</script></p>');
    feedPostSlug = created.attributes.slug;
    expect(feedPostSlug).toBe(`hello-feed-${created.id}`);
    const shown = (await ok('GET', `/v2/feed_posts/${feedPostSlug}`, undefined)).data;
    expect(shown.type).toBe('feed_post');
    expect(shown.attributes.body).not.toContain('script');
    const list = await req('GET', '/v2/feed_posts?per_page=3');
    expect(list.json().data).toHaveLength(3);
    expect(Number(list.headers['total-count'])).toBeGreaterThanOrEqual(9);
    expect(
      (await req('PUT', `/v2/feed_posts/${feedPostSlug}`, outsider, { feed_post: { body: '<p>no</p>' } })).statusCode,
    ).toBe(403);
    const edited = await ok('PUT', `/v2/feed_posts/${feedPostSlug}`, member, { feed_post: { body: '<p>Edited</p>' } });
    expect(edited.data.attributes.body).toBe('<p>Edited</p>');
    // `editable` says what PUT decides: the author only (not even an instance admin, who may delete it).
    expect(edited.data.attributes.editable).toBe(true);
    for (const token of [outsider, owner, admin, undefined]) {
      const other = (await ok('GET', `/v2/feed_posts/${feedPostSlug}`, token)).data.attributes;
      expect(other.editable).toBe(false);
      expect(other.deletable).toBe(token === admin);
    }
    const like = await ok('POST', `/v2/feed_posts/${feedPostSlug}/like`, owner);
    expect(like.data.attributes).toMatchObject({ likes_count: 1, liked_by_user: true });
    expect((await ok('DELETE', `/v2/feed_posts/${feedPostSlug}/like`, owner)).data.attributes.likes_count).toBe(0);
    await ok('POST', `/v2/feed_posts/${feedPostSlug}/comments`, owner, { comment: { body: '<p>Nice</p>' } }, 201);
    expect((await ok('GET', `/v2/feed_posts/${feedPostSlug}`, undefined)).data.attributes.comments_count).toBe(1);
    const nft = await req('POST', '/v2/feed_posts', member, { feed_post: { body: '<p>x</p>', nft_ids: ['3'] } });
    expect(nft.statusCode).toBe(422);
    expect(isErrorBody(nft.json())).toBe(true);
  });

  it('takes feed posts away while the module or its feature flag is off; the feed drops them', async () => {
    const { config, flags } = t.app.instance.snapshot();
    await t.app.instance.update({ featureFlags: { ...flags, postToFeed: false } });
    try {
      const res = await req('GET', `/v2/feed_posts/${feedPostSlug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('MODULE_DISABLED');
      expect((await req('POST', '/v2/feed_posts', member, { feed_post: { body: '<p>x</p>' } })).json().code).toBe(
        'MODULE_DISABLED',
      );
      expect((await wholeFeed(member)).some((i) => i.attributes.item_type === 'feed_post')).toBe(false);
      await t.app.instance.update({ featureFlags: flags, moduleConfig: withModule(config, 'postToFeed', false) });
      expect((await req('GET', `/v2/feed_posts/${feedPostSlug}`)).statusCode).toBe(404);
    } finally {
      await setPostToFeed(true);
    }
    expect((await req('GET', `/v2/feed_posts/${feedPostSlug}`)).statusCode).toBe(200);
  });

  it('lists feed items newest first across feed posts, group posts and contents, with each item included', async () => {
    const page = await feed(member, '?per_page=50');
    const types = new Set(page.data.map((i) => i.attributes.item_type));
    expect([...types].sort()).toEqual(['content', 'feed_post', 'group_post']);
    for (const item of page.data) {
      const ref = item.relationships.item.data;
      expect(item.id).toBe(`${ref.type}-${ref.id}`);
      expect(item.attributes.item_type).toBe(ref.type);
      expect(page.included.some((r) => r.type === ref.type && r.id === ref.id)).toBe(true);
    }
    const times = page.data.map((i) => Date.parse(i.attributes.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Mentioned users are included, so the web app links their profiles.
    expect(page.included.some((r) => r.type === 'user' && r.attributes.slug === 'wim')).toBe(true);
  });

  it('pages by cursor without gaps or repeats', async () => {
    const all = (await wholeFeed(member, 50)).map((i) => i.id);
    const paged = (await wholeFeed(member, 4)).map((i) => i.id);
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(paged.length);
    const bad = await req('GET', '/v2/feed?cursor=bm9wZQ');
    expect(bad.statusCode).toBe(422);
    expect(isErrorBody(bad.json())).toBe(true);
  });

  it("shows members-only group posts to members only, and only the posts the group's feed visibility lets through", async () => {
    const ids = async (token?: string) => (await wholeFeed(token)).map((i) => i.id);
    const memberFeed = await ids(member);
    expect(memberFeed).toContain(`group_post-${secretPostId}`);
    for (const token of [outsider, undefined]) expect(await ids(token)).not.toContain(`group_post-${secretPostId}`);
    expect(await ids(admin)).toContain(`group_post-${secretPostId}`);
    // Writers Corner lets writers' posts (and above) into the feed, not a member's.
    expect(memberFeed).not.toContain(`group_post-${memberPostInWritersGroup}`);
    const writersCount = memberFeed.filter((id) => id.startsWith('group_post-')).length;
    expect(writersCount).toBeGreaterThan(8);
  });

  it("hides a blocked user's posts from the blocker's feed", async () => {
    const before = await wholeFeed(outsider);
    const byMember = new Set(
      (await feed(outsider, '?per_page=50')).included
        .filter((r) => (r.type === 'group_post' || r.type === 'feed_post') && r.attributes)
        .map((r) => `${r.type}-${r.id}`),
    );
    expect(before.length).toBeGreaterThan(0);
    await ok('POST', `/v2/users/${memberId}/toggle_block`, outsider);
    try {
      const after = await feed(outsider, '?per_page=50');
      const authors = after.included
        .filter((r) => r.type === 'group_post' || r.type === 'feed_post')
        .map((r) => (r as unknown as { relationships: { user: { data: { id: string } } } }).relationships.user.data.id);
      expect(authors).not.toContain(memberId);
      expect(after.data.length).toBeLessThan(before.length);
      expect(byMember.size).toBeGreaterThan(0);
    } finally {
      await ok('POST', `/v2/users/${memberId}/toggle_block`, outsider);
    }
  });

  it('runs the same number of SQL queries for a feed page of 5 and of 20 items', async () => {
    const count = async (perPage: number, token?: string) => {
      const { result, queries } = await t.database.countQueries(() =>
        t.app.inject({ method: 'GET', url: `/v2/feed?per_page=${perPage}`, headers: token ? bearer(token) : {} }),
      );
      expect(result.statusCode).toBe(200);
      const body = result.json() as Doc;
      expect(body.data).toHaveLength(perPage);
      return { queries, types: new Set(body.data.map((i) => i.attributes.item_type)).size };
    };
    await count(5, member);
    // Both page sizes hold more than one item type, so the per-type statements are counted.
    const small = await count(5, member);
    const large = await count(20, member);
    expect(small.types).toBeGreaterThan(1);
    expect(large.types).toBeGreaterThanOrEqual(small.types);
    const smallGuest = await count(5);
    const largeGuest = await count(15);
    // Per type on the page: its rows, plus top comments and mentioned users; never per item.
    if (large.types === small.types) expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(small.queries + 3 * (large.types - small.types));
    if (largeGuest.types === smallGuest.types) expect(largeGuest.queries).toBe(smallGuest.queries);
    expect(large.queries).toBeLessThanOrEqual(12);
    expect(smallGuest.queries).toBeGreaterThan(0);
  });

  it("lists a user's posts on their profile: only those the caller may read, with the total", async () => {
    const mine = await req('GET', '/v2/profiles/mia/posts?per_page=50', member);
    expect(mine.statusCode, mine.body).toBe(200);
    const ids = (res: typeof mine) =>
      (res.json().data as Array<{ id: string; type: string }>).map((d) => `${d.type}-${d.id}`);
    expect(ids(mine)).toContain(`group_post-${secretPostId}`);
    expect(ids(mine)).toContain(`group_post-${memberPostInWritersGroup}`);
    expect(mine.json().meta.total).toBe(ids(mine).length);
    expect(mine.headers['total-count']).toBe(String(ids(mine).length));
    const first = mine.json().data[0] as { type: string; id: string; attributes: { created_at: string } };
    expect(Object.keys(first.attributes)).toEqual(['created_at']);
    expect(
      (mine.json().included as Array<{ id: string; type: string }>).some(
        (r) => r.type === first.type && r.id === first.id,
      ),
    ).toBe(true);
    const theirs = await req('GET', '/v2/profiles/mia/posts?per_page=50', outsider);
    expect(ids(theirs)).not.toContain(`group_post-${secretPostId}`);
    expect(theirs.json().meta.total).toBe(mine.json().meta.total - 1);
    const paged = await req('GET', '/v2/profiles/mia/posts?per_page=2&page=2', member);
    expect(ids(paged)).toEqual(ids(mine).slice(2, 4));
    expect((await req('GET', '/v2/profiles/nobody-here/posts')).statusCode).toBe(404);
  });

  it('answers malformed feed and feed post input with 4xx, never 500', async () => {
    const bad: Array<[Method, string, unknown]> = [
      ['GET', '/v2/feed?per_page=0', undefined],
      ['GET', '/v2/feed?per_page=500', undefined],
      ['GET', '/v2/feed?cursor=%%%', undefined],
      ['GET', `/v2/feed?cursor=${Buffer.from('{"a":"1","t":"x","i":1}').toString('base64url')}`, undefined],
      ['POST', '/v2/feed_posts', { feed_post: { body: ['x'] } }],
      ['POST', '/v2/feed_posts', { feed_post: { body: '<p></p>' } }],
      ['PUT', '/v2/feed_posts/Bad_Slug', { feed_post: { body: 'x' } }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await req(method, url, member, payload);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(isErrorBody(res.json())).toBe(true);
    }
    const n = await t.database.db.execute(sql`select count(*) as n from feed_posts`);
    expect(n).toBeDefined();
  });
});
