import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { seedDemoPosts } from '../src/modules/group-posts/seed.ts';
import { seedDemoSpaces } from '../src/modules/spaces/seed.ts';
import { multipart } from './comments-fixtures.ts';
import { isErrorBody, relativeMediaPath } from './helpers.ts';
import { useTestApp, adminToken, fanToken, openSpaces } from './fixtures.ts';

interface PostData {
  id: string;
  type: string;
  attributes: Record<string, unknown> & { slug: string; body: string };
  relationships: Record<string, { data: unknown }>;
}

describe('group posts', () => {
  const t = useTestApp({ admin: true, timeout: 120_000 });
  let admin: string;
  let owner: string;
  let member: string;
  let outsider: string;
  let muted: string;
  let memberId = '';
  let ownerId = '';
  let publicSlug = '';
  let privateSlug = '';
  let privateGroupId = '';
  let publicPost: PostData;
  let membersPost: PostData;

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const req = t.req;
  const userId = async (token: string) => (await req('GET', '/v2/user/show', token)).json().data.id as string;
  const group = async (fields: Record<string, unknown>) => {
    const res = await req('POST', '/v2/fan_groups', owner, { fan_group: fields });
    expect(res.statusCode, res.body).toBe(201);
    const g = res.json().data as { id: string; attributes: { slug: string } };
    expect(
      (await req('PUT', `/v2/admin/fan_groups/${g.id}`, admin, { fan_group: { acceptance_status: 'accepted' } }))
        .statusCode,
    ).toBe(200);
    return g;
  };
  const post = async (token: string, fields: Record<string, unknown>) =>
    req('POST', '/v2/group_posts', token, { group_post: fields });
  const posted = async (token: string, fields: Record<string, unknown>) => {
    const res = await post(token, fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as PostData;
  };

  beforeAll(async () => {
    await openSpaces(t.app);
    // The demo groups first: their seed leaves an instance with groups of its own alone.
    await seedDemoSpaces(t.app);
    admin = await adminToken(t.keys);
    owner = await fanToken(t.keys, 'olga');
    member = await fanToken(t.keys, 'mia');
    outsider = await fanToken(t.keys, 'otto');
    muted = await fanToken(t.keys, 'max');
    ownerId = await userId(owner);
    memberId = await userId(member);
    await userId(admin);
    await userId(outsider);
    const mutedId = await userId(muted);
    const open = await group({ name: 'Open Terrace' });
    publicSlug = open.attributes.slug;
    const closed = await group({
      name: 'Inner Circle',
      access: 'privately_accessible',
      post_visibility: 'only_members',
    });
    privateSlug = closed.attributes.slug;
    privateGroupId = closed.id;
    for (const token of [member, muted]) {
      expect((await req('POST', `/v2/fan_groups/${publicSlug}/join`, token)).statusCode).toBe(200);
      expect((await req('POST', `/v2/fan_groups/${privateSlug}/join`, token)).statusCode).toBe(200);
      for (const slug of [privateSlug]) {
        const id = token === member ? memberId : mutedId;
        const res = await req('PUT', `/v2/fan_groups/${slug}/users/${id}`, owner, { data: { status: 'active' } });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    for (const slug of [publicSlug, privateSlug]) {
      const res = await req('PUT', `/v2/fan_groups/${slug}/users/${mutedId}`, owner, { data: { status: 'muted' } });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 120_000);

  it('seeds demo posts with images in the demo groups and a few feed posts, once', async () => {
    await seedDemoPosts(t.app);
    await seedDemoPosts(t.app);
    const n = async (q: ReturnType<typeof sql>) =>
      Number(rowsOf<{ n: number | string }>(await t.database.db.execute(q))[0]?.n ?? 0);
    expect(await n(sql`select count(*) as n from group_posts`)).toBe(6);
    expect(await n(sql`select count(*) as n from group_posts where jsonb_array_length(images) > 0`)).toBe(3);
    expect(await n(sql`select count(*) as n from group_posts where jsonb_array_length(mentioned_user_ids) = 1`)).toBe(
      1,
    );
    expect(await n(sql`select count(*) as n from feed_posts`)).toBe(3);
    const demo = (await req('GET', '/v2/fan_groups?by_featured=false')).json().data as Array<{
      attributes: { name: string; group_posts_count: number };
    }>;
    expect(demo.find((g) => g.attributes.name === 'North Stand Ultras')?.attributes.group_posts_count).toBe(3);
  });

  it('lets a member post with sanitized rich text and a mention; the mentioned user is included to link the profile', async () => {
    publicPost = await posted(member, {
      fan_group_id: publicSlug,
      body: `<p>Hello <a href="/profiles/olga" data-mention="${ownerId}" onclick="x()">@Olga</a><script>alert(1)</script></p>`,
    });
    expect(publicPost.type).toBe('group_post');
    expect(publicPost.attributes.slug).toMatch(new RegExp(`^hello-olga-${publicPost.id}$`));
    expect(publicPost.attributes.body).not.toContain('script');
    expect(publicPost.attributes.body).not.toContain('onclick');
    expect(publicPost.attributes.body).toContain(`data-mention="${ownerId}"`);
    expect(publicPost.relationships.mentioned_users!.data).toEqual([{ id: ownerId, type: 'user' }]);
    // The group travels with the post, named, so a list of posts (the feed) needs no request per group.
    expect(publicPost.relationships.fan_group!.data).toMatchObject({ type: 'fan_group', slug: publicSlug });
    expect((publicPost.relationships.fan_group!.data as { name: string }).name).toBe('Open Terrace');
    const shown = await req('GET', `/v2/group_posts/${publicPost.attributes.slug}`);
    expect(shown.statusCode).toBe(200);
    const users = (shown.json().included as Array<{ id: string; type: string; attributes: { slug: string } }>).filter(
      (r) => r.type === 'user',
    );
    expect(users.find((u) => u.id === ownerId)?.attributes.slug).toBe('olga');
    const g = (await req('GET', `/v2/fan_groups/${publicSlug}`)).json().data;
    expect(g.attributes.group_posts_count).toBe(1);
    expect(g.relationships.top_group_posts.data).toEqual([{ id: publicPost.id, type: 'group_post' }]);
  });

  it('posts with an image checked by its content (multipart), and refuses a file that is no image', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const form = multipart({ 'group_post[fan_group_id]': publicSlug, 'group_post[body]': '<p>The stand</p>' }, [
      { name: 'img_files[]', filename: 'stand.png', type: 'image/png', data: png },
    ]);
    const res = await req('POST', '/v2/group_posts', member, form.payload, form.headers);
    expect(res.statusCode, res.body).toBe(201);
    const images = res.json().data.attributes.images as Array<{ src: string; width: number; height: number }>;
    expect(images.map((i) => [i.width, i.height])).toEqual([[400, 300]]);
    expect((await req('GET', relativeMediaPath(images[0]!.src))).statusCode).toBe(200);
    const fake = multipart({ 'group_post[fan_group_id]': publicSlug, 'group_post[body]': '<p>x</p>' }, [
      { name: 'img_files[]', filename: 'evil.png', type: 'image/png', data: Buffer.from('<html>no</html>') },
    ]);
    const refused = await req('POST', '/v2/group_posts', member, fake.payload, fake.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('UNSUPPORTED_IMAGE');
    expect(isErrorBody(refused.json())).toBe(true);
  });

  it('refuses a muted member, an outsider, a guest, an empty body and NFTs, each with the error body', async () => {
    const mutedRes = await post(muted, { fan_group_id: publicSlug, body: '<p>Let me speak</p>' });
    expect(mutedRes.statusCode).toBe(403);
    expect(mutedRes.json().error).toMatch(/muted/);
    expect(isErrorBody(mutedRes.json())).toBe(true);
    expect((await post(outsider, { fan_group_id: publicSlug, body: '<p>Hi</p>' })).statusCode).toBe(403);
    expect((await req('POST', '/v2/group_posts', undefined, { group_post: { body: 'x' } })).statusCode).toBe(401);
    const empty = await post(member, { fan_group_id: publicSlug, body: '<p></p>' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors['group_post.body']).toEqual(["can't be blank"]);
    const nft = await post(member, { fan_group_id: publicSlug, body: '<p>Look</p>', nft_ids: ['1'] });
    expect(nft.statusCode).toBe(422);
    expect(Object.keys(nft.json().errors)).toContain('group_post.nft_ids');
    expect((await post(member, { body: '<p>Where?</p>' })).statusCode).toBe(422);
    expect((await post(member, { fan_group_id: 'nope-999999', body: '<p>x</p>' })).statusCode).toBe(404);
  });

  it('hides members-only posts from non-members: 404 like a missing post, 403 on the list', async () => {
    membersPost = await posted(member, { fan_group_id: privateGroupId, body: '<p>Secret plans</p>' });
    for (const token of [outsider, undefined]) {
      const res = await req('GET', `/v2/group_posts/${membersPost.attributes.slug}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual((await req('GET', '/v2/group_posts/missing-99999999', token)).json());
      expect((await req('GET', `/v2/group_posts?fan_group_id=${privateSlug}`, token)).statusCode).toBe(403);
      expect((await req('POST', `/v2/group_posts/${membersPost.attributes.slug}/like`, outsider)).statusCode).toBe(404);
    }
    const g = (await req('GET', `/v2/fan_groups/${privateSlug}`, outsider)).json().data;
    expect(g.relationships.top_group_posts.data).toEqual([]);
    for (const token of [member, owner, muted, admin]) {
      expect((await req('GET', `/v2/group_posts/${membersPost.attributes.slug}`, token)).statusCode).toBe(200);
    }
    const list = await req('GET', `/v2/group_posts?fan_group_id=${privateSlug}`, member);
    expect(list.statusCode).toBe(200);
    expect(list.headers['total-count']).toBe('1');
  });

  it('likes, unlikes and comments on a post', async () => {
    const slug = publicPost.attributes.slug;
    const liked = await req('POST', `/v2/group_posts/${slug}/like`, owner);
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json().data.attributes).toMatchObject({ likes_count: 1, liked_by_user: true });
    expect((await req('GET', `/v2/group_posts/${slug}`, owner)).json().data.attributes.liked_by_user).toBe(true);
    const unliked = await req('DELETE', `/v2/group_posts/${slug}/like`, owner);
    expect(unliked.json().data.attributes.likes_count).toBe(0);
    const comment = await req('POST', `/v2/group_posts/${slug}/comments`, owner, { comment: { body: '<p>Nice</p>' } });
    expect(comment.statusCode, comment.body).toBe(201);
    const comments = await req('GET', `/v2/group_posts/${slug}/comments`);
    expect(comments.json().data).toHaveLength(1);
    const shown = (await req('GET', `/v2/group_posts/${slug}`)).json().data;
    expect(shown.attributes.comments_count).toBe(1);
    expect(shown.relationships.top_comments.data).toHaveLength(1);
  });

  it("hides a blocked user's posts from the blocker (and the blocker's from them)", async () => {
    const slug = publicPost.attributes.slug;
    expect((await req('POST', `/v2/users/${memberId}/toggle_block`, outsider)).statusCode).toBe(200);
    expect((await req('GET', `/v2/group_posts/${slug}`, outsider)).statusCode).toBe(404);
    const list = (await req('GET', `/v2/group_posts?fan_group_id=${publicSlug}`, outsider)).json().data as PostData[];
    expect(list.map((p) => p.id)).not.toContain(publicPost.id);
    expect((await req('GET', `/v2/group_posts/${slug}`)).statusCode).toBe(200);
    expect((await req('POST', `/v2/users/${memberId}/toggle_block`, outsider)).statusCode).toBe(200);
    expect((await req('GET', `/v2/group_posts/${slug}`, outsider)).statusCode).toBe(200);
  });

  it('lets only the author edit; the author or a moderator deletes, and the count follows', async () => {
    const slug = publicPost.attributes.slug;
    expect(
      (await req('PUT', `/v2/group_posts/${slug}`, owner, { group_post: { body: '<p>Mine now</p>' } })).statusCode,
    ).toBe(403);
    const edited = await req('PUT', `/v2/group_posts/${slug}`, member, { group_post: { body: '<p>Edited words</p>' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.attributes.edited_at).not.toBeNull();
    expect(edited.json().data.attributes.slug).toBe(`edited-words-${publicPost.id}`);
    expect(edited.json().data.relationships.mentioned_users.data).toEqual([]);
    // The old slug still finds the post: the id after the last hyphen.
    expect((await req('GET', `/v2/group_posts/${slug}`)).statusCode).toBe(200);
    expect((await req('DELETE', `/v2/group_posts/${slug}`, outsider)).statusCode).toBe(403);
    const before = (await req('GET', `/v2/fan_groups/${publicSlug}`)).json().data.attributes
      .group_posts_count as number;
    expect((await req('DELETE', `/v2/group_posts/${slug}`, owner)).statusCode).toBe(204);
    expect((await req('GET', `/v2/group_posts/${slug}`)).statusCode).toBe(404);
    expect((await req('GET', `/v2/fan_groups/${publicSlug}`)).json().data.attributes.group_posts_count).toBe(
      before - 1,
    );
  });

  it('marks a post editable for its author only while they may post in the group, in every list, as PUT decides', async () => {
    const mine = await posted(member, { fan_group_id: publicSlug, body: '<p>Editable words</p>' });
    const slug = mine.attributes.slug;
    /** `editable` of the post in its page, the group's list and the author's profile (presented without the group). */
    const editable = async (token: string | undefined) => {
      const show = (await req('GET', `/v2/group_posts/${slug}`, token)).json().data as PostData;
      const list = (await req('GET', `/v2/group_posts?fan_group_id=${publicSlug}&per_page=50`, token)).json()
        .data as PostData[];
      const profile = (await req('GET', '/v2/profiles/mia/posts?per_page=50', token)).json().included as PostData[];
      return [
        show.attributes.editable,
        list.find((p) => p.id === mine.id)?.attributes.editable,
        profile.find((p) => p.type === 'group_post' && p.id === mine.id)?.attributes.editable,
      ];
    };
    expect(await editable(member)).toEqual([true, true, true]);
    // The group's owner moderates it (deletable) but does not edit another's words; nor does an instance admin.
    for (const token of [owner, admin, outsider, undefined])
      expect(await editable(token)).toEqual([false, false, false]);
    const ownerShow = (await req('GET', `/v2/group_posts/${slug}`, owner)).json().data as PostData;
    expect(ownerShow.attributes.deletable).toBe(true);

    // Muted, the author may not post there, so not edit either: the attribute and PUT agree.
    const mute = await req('PUT', `/v2/fan_groups/${publicSlug}/users/${memberId}`, owner, {
      data: { status: 'muted' },
    });
    expect(mute.statusCode, mute.body).toBe(200);
    expect(await editable(member)).toEqual([false, false, false]);
    const refused = await req('PUT', `/v2/group_posts/${slug}`, member, { group_post: { body: '<p>Still me</p>' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You are muted in this group: you cannot post.');
    const unmute = await req('PUT', `/v2/fan_groups/${publicSlug}/users/${memberId}`, owner, {
      data: { status: 'active' },
    });
    expect(unmute.statusCode, unmute.body).toBe(200);
    expect(await editable(member)).toEqual([true, true, true]);
    const edited = await req('PUT', `/v2/group_posts/${slug}`, member, { group_post: { body: '<p>Still me</p>' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.attributes.editable).toBe(true);
    expect((await req('DELETE', `/v2/group_posts/${slug}`, member)).statusCode).toBe(204);
  });

  it('answers malformed input with 4xx, never 500', async () => {
    const bad: Array<[Method, string, unknown]> = [
      ['POST', '/v2/group_posts', { group_post: { body: 5 } }],
      ['POST', '/v2/group_posts', { group_post: { fan_group_id: '../x', body: 'x' } }],
      ['POST', '/v2/group_posts', { group_post: { fan_group_id: publicSlug, body: 'x', initial_boost: '-3' } }],
      ['POST', '/v2/group_posts', { nope: {} }],
      ['PUT', '/v2/group_posts/UPPER', { group_post: { body: 'x' } }],
      ['GET', '/v2/group_posts', undefined],
      ['GET', '/v2/group_posts?fan_group_id=x&per_page=1000', undefined],
    ];
    for (const [method, url, payload] of bad) {
      const res = await req(method, url, member, payload);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(isErrorBody(res.json())).toBe(true);
    }
    const n = rowsOf<{ n: number | string }>(await t.database.db.execute(sql`select count(*) as n from group_posts`));
    expect(Number(n[0]?.n)).toBeGreaterThan(0);
  });
});
