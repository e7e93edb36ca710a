import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { withModule } from '@tribune/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { seedDemoSpaces } from '../src/modules/spaces/seed.ts';
import { isErrorBody } from './helpers.ts';
import { bearer, tokenFor } from './tokens.ts';
import { useTestApp, adminToken, fanToken } from './fixtures.ts';

interface GroupData {
  id: string;
  attributes: Record<string, unknown> & { slug: string; members_count: number; pending_count: number };
}

describe('fan groups and memberships', () => {
  const t = useTestApp({ admin: true, timeout: 120_000 });
  let admin: string;
  let owner: string;
  let fan: string;
  let other: string;

  const req = t.req;
  const count = async (q: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number | string }>(await t.database.db.execute(q))[0]?.n ?? 0);
  const create = async (fields: Record<string, unknown>, token = owner) => {
    const res = await req('POST', '/v2/fan_groups', token, { fan_group: fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as GroupData;
  };
  const accept = async (id: string, extra: Record<string, unknown> = {}) => {
    const res = await req('PUT', `/v2/admin/fan_groups/${id}`, admin, {
      fan_group: { acceptance_status: 'accepted', ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as GroupData;
  };
  const userId = async (token: string) => (await req('GET', '/v2/user/show', token)).json().data.id as string;

  beforeAll(async () => {
    const { config } = t.app.instance.snapshot();
    await t.app.instance.update({ moduleConfig: withModule(config, 'spaces', true) });
    admin = await adminToken(t.keys);
    owner = await fanToken(t.keys, 'olga');
    fan = await fanToken(t.keys, 'fred');
    other = await fanToken(t.keys, 'otto');
    for (const token of [admin, owner, fan, other]) await userId(token);
  }, 120_000);

  it('seeds the demo groups once, with members of every role and status', async () => {
    await seedDemoSpaces(t.app);
    await seedDemoSpaces(t.app);
    const roles = rowsOf<{ role: string }>(
      await t.database.db.execute(sql`select distinct m.role from fan_group_memberships m
        join fan_groups g on g.id = m.group_id where g.name in ('North Stand Ultras', 'Away Days Crew', 'Matchday Photos')`),
    ).map((r) => r.role);
    expect(roles.sort()).toEqual(['admin', 'member', 'moderator', 'owner', 'pending', 'writer']);
    expect(await count(sql`select count(*) as n from fan_groups where name = 'North Stand Ultras'`)).toBe(1);
    const statuses = await count(sql`select count(distinct status) as n from fan_group_memberships`);
    expect(statuses).toBeGreaterThanOrEqual(4);
    const demo = (await req('GET', '/v2/fan_groups')).json().data as GroupData[];
    expect(demo.some((g) => g.attributes.name === 'North Stand Ultras')).toBe(true);
  });

  it('creates a group submitted for review: its slug ends in -{id}, text sanitized, only owner and admins see it until accepted', async () => {
    const g = await create({
      name: '  Curva   Sud Ülträs ',
      description: '<p>Hi<script>alert(1)</script></p>',
      access: null,
      visibility: 'publicly_visible',
    });
    expect(g.attributes.slug).toBe(`curva-sud-ultras-${g.id}`);
    expect(g.attributes).toMatchObject({
      name: 'Curva Sud Ülträs',
      description: '<p>Hi</p>',
      access: 'publicly_accessible',
      acceptance_status: 'submitted',
      members_count: 1,
      current_user_role: 'owner',
    });
    expect((await req('GET', `/v2/fan_groups/${g.attributes.slug}`, fan)).statusCode).toBe(404);
    expect((await req('GET', `/v2/fan_groups/${g.attributes.slug}`, admin)).statusCode).toBe(200);
    expect((await req('POST', `/v2/fan_groups/${g.attributes.slug}/join`, fan)).statusCode).toBe(404);
    // Any words before the id find the group (a renamed group keeps its old links).
    expect((await req('GET', `/v2/fan_groups/old-name-${g.id}`, owner)).statusCode).toBe(200);
    const accepted = await accept(g.id);
    expect(accepted.attributes.acceptance_status).toBe('accepted');
    expect((await req('GET', `/v2/fan_groups/${g.attributes.slug}`, fan)).statusCode).toBe(200);
  });

  it('accepts new groups at once when the instance turns the review off', async () => {
    const off = await req('PUT', '/v2/admin/fan_group_settings', admin, {
      fan_group_settings: { review_new_groups: false },
    });
    expect(off.json().data.attributes.review_new_groups).toBe(false);
    const g = await create({ name: 'No review' });
    expect(g.attributes.acceptance_status).toBe('accepted');
    await req('PUT', '/v2/admin/fan_group_settings', admin, { fan_group_settings: { review_new_groups: true } });
    expect((await req('GET', '/v2/admin/fan_group_settings', admin)).json().data.attributes.review_new_groups).toBe(
      true,
    );
  });

  it('refuses invalid input with the error body, never a 500', async () => {
    const cases: Array<[string, unknown]> = [
      ['/v2/fan_groups', { fan_group: {} }],
      ['/v2/fan_groups', { fan_group: { name: '   ' } }],
      ['/v2/fan_groups', { fan_group: { name: 'x', access: 'secret' } }],
      ['/v2/fan_groups', { fan_group: { name: 'x'.repeat(101) } }],
      ['/v2/fan_groups', { fan_group: { name: 'x', color: 'red' } }],
      ['/v2/fan_groups', { nonsense: true }],
    ];
    for (const [url, payload] of cases) {
      const res = await req('POST', url, owner, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(isErrorBody(res.json())).toBe(true);
    }
    const bad = await req('GET', '/v2/fan_groups?page=0');
    expect(bad.statusCode).toBe(400);
    expect(isErrorBody(bad.json())).toBe(true);
    expect((await req('GET', '/v2/fan_groups/no-id-here')).statusCode).toBe(404);
    expect((await req('GET', '/v2/fan_groups/x-99999999999999999999')).statusCode).toBe(404);
    const status = await req('PUT', '/v2/fan_groups/x-1/users/1', owner, { data: { status: 'flying' } });
    expect(status.statusCode).toBe(422);
  });

  it('creates a group from a multipart form with an image', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b5fff' } })
      .png()
      .toBuffer();
    const boundary = 'spacesboundary';
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="fan_group[name]"\r\n\r\nPicture group\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="fan_group[post_creation]"\r\n\r\nonly_authorized_can_post\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="fan_group[image_file]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ];
    const payload = Buffer.concat([Buffer.from(parts.join('')), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/fan_groups',
      headers: { ...bearer(owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const g = res.json().data as GroupData;
    expect(g.attributes.post_creation).toBe('only_authorized_can_post');
    expect(g.attributes.image_url).toMatch(/\/media\/users\/\d+\/[a-f0-9]{32}\.webp$/);
  });

  it('lists featured groups by default and says when unverified ones exist; filters by member and search', async () => {
    const a = await accept((await create({ name: 'Alpha Listing' })).id);
    const b = await accept((await create({ name: 'Beta Listing' })).id, { featured: true });
    await req('POST', `/v2/fan_groups/${a.attributes.slug}/join`, fan);
    const featured = await req('GET', '/v2/fan_groups?search=Listing');
    expect(featured.statusCode).toBe(200);
    expect(featured.json().data.map((g: GroupData) => g.id)).toEqual([b.id]);
    expect(featured.json().meta).toMatchObject({ has_unverified_groups: true, search_locale: 'en' });
    const all = await req('GET', '/v2/fan_groups?search=listing&by_featured=false');
    expect(
      all
        .json()
        .data.map((g: GroupData) => g.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(all.headers['total-count']).toBe('2');
    const none = await req('GET', '/v2/fan_groups?search=alpha');
    expect(none.json().data).toEqual([]);
    expect(none.json().meta.has_unverified_groups).toBe(true);
    const fred = await req('GET', '/v2/fan_groups?for_user=fred&by_featured=false');
    expect(fred.json().data.map((g: GroupData) => g.id)).toEqual([a.id]);
    expect((await req('GET', '/v2/fan_groups?for_user=nobody-here')).json().data).toEqual([]);
  });

  it('a private group makes a join pending; approving moves it to active at the front and adjusts counts', async () => {
    const g = await accept((await create({ name: 'Private club', access: 'privately_accessible' })).id);
    const slug = g.attributes.slug;
    const joined = await req('POST', `/v2/fan_groups/${slug}/join`, fan);
    expect(joined.json().data.attributes).toMatchObject({
      current_user_status: 'pending',
      pending_count: 1,
      members_count: 1,
    });
    // Joining again changes nothing.
    expect((await req('POST', `/v2/fan_groups/${slug}/join`, fan)).json().data.attributes.pending_count).toBe(1);
    const pending = await req('GET', `/v2/fan_groups/${slug}/users?list=pending`, owner);
    expect(pending.headers['total-count']).toBe('1');
    expect((await req('GET', `/v2/fan_groups/${slug}/users?list=pending`, fan)).statusCode).toBe(403);
    const fredId = await userId(fan);
    const approved = await req('PUT', `/v2/fan_groups/${slug}/users/${fredId}`, owner, { data: { status: 'active' } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.attributes).toMatchObject({ role: 'member', status: 'active' });
    const active = await req('GET', `/v2/fan_groups/${slug}/users?list=active`, owner);
    expect(active.json().data[0].relationships.user.data.id).toBe(fredId);
    const after = (await req('GET', `/v2/fan_groups/${slug}`, fan)).json().data.attributes;
    expect(after).toMatchObject({ members_count: 2, pending_count: 0, current_user_role: 'member' });
    // Ban and unban, mute: counts follow; a banned user cannot join again.
    await req('PUT', `/v2/fan_groups/${slug}/users/${fredId}`, owner, { data: { status: 'banned' } });
    expect((await req('GET', `/v2/fan_groups/${slug}`, owner)).json().data.attributes.members_count).toBe(1);
    const rejoin = await req('POST', `/v2/fan_groups/${slug}/join`, fan);
    expect(rejoin.statusCode).toBe(403);
    expect(rejoin.json().code).toBe('GROUP_BANNED');
    const banned = await req('GET', `/v2/fan_groups/${slug}/users?list=banned_muted`, owner);
    expect(banned.headers['total-count']).toBe('1');
    await req('PUT', `/v2/fan_groups/${slug}/users/${fredId}`, owner, { data: { status: 'active' } });
    expect((await req('GET', `/v2/fan_groups/${slug}`, owner)).json().data.attributes.members_count).toBe(2);
    // A pending user cannot be banned: not an allowed transition.
    const bad = await req('PUT', `/v2/fan_groups/${slug}/users/${fredId}`, owner, { data: { status: 'pending' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('GROUP_INVALID_TRANSITION');
  });

  it('invitations are accepted by joining; moderators cannot act on their peers; the owner transfers before leaving', async () => {
    const g = await accept((await create({ name: 'Invite only', access: 'privately_accessible' })).id);
    const slug = g.attributes.slug;
    const invited = await req('POST', `/v2/fan_groups/${slug}/invite`, owner, { user_slugs: ['fred', 'otto'] });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data.map((m: { attributes: { invited: boolean } }) => m.attributes.invited)).toEqual([
      true,
      true,
    ]);
    expect((await req('POST', `/v2/fan_groups/${slug}/invite`, owner, { user_slugs: ['ghost'] })).statusCode).toBe(422);
    expect((await req('POST', `/v2/fan_groups/${slug}/join`, fan)).json().data.attributes.current_user_status).toBe(
      'active',
    );
    await req('POST', `/v2/fan_groups/${slug}/join`, other);
    const [fredId, ottoId] = [await userId(fan), await userId(other)];
    await req('PUT', `/v2/fan_groups/${slug}/users/${fredId}/role`, owner, { data: { role: 'moderator' } });
    await req('PUT', `/v2/fan_groups/${slug}/users/${ottoId}/role`, owner, { data: { role: 'moderator' } });
    const peer = await req('PUT', `/v2/fan_groups/${slug}/users/${ottoId}`, fan, { data: { status: 'banned' } });
    expect(peer.statusCode).toBe(403);
    const leave = await req('POST', `/v2/fan_groups/${slug}/leave`, owner);
    expect(leave.json().code).toBe('GROUP_OWNER_CANNOT_LEAVE');
    const transfer = await req('PUT', `/v2/fan_groups/${slug}/users/${fredId}/role`, owner, {
      data: { role: 'owner' },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const mine = (await req('GET', `/v2/fan_groups/${slug}`, owner)).json().data;
    expect(mine.attributes.current_user_role).toBe('admin');
    expect(mine.relationships.owner.data.id).toBe(fredId);
    expect((await req('POST', `/v2/fan_groups/${slug}/leave`, owner)).json().data.attributes.current_user_status).toBe(
      'left',
    );
    const mentions = await req('GET', `/v2/fan_groups/${slug}/mentions?search=ott`, fan);
    expect(mentions.json().data.map((u: { attributes: { slug: string } }) => u.attributes.slug)).toEqual(['otto']);
  });

  it('50 parallel joins of one public group leave members_count exact', async () => {
    const g = await accept((await create({ name: 'Rush hour' })).id);
    const tokens = await Promise.all(
      Array.from({ length: 50 }, (_, i) => tokenFor(t.keys, { sub: `uid-rush-${i}`, slug: `rush-${i}` })),
    );
    for (const token of tokens) await userId(token);
    const answers = await Promise.all(
      tokens.map((token) => req('POST', `/v2/fan_groups/${g.attributes.slug}/join`, token)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const attributes = (await req('GET', `/v2/fan_groups/${g.attributes.slug}`)).json().data.attributes;
    expect(attributes.members_count).toBe(51);
    const active = await count(
      sql`select count(*) as n from fan_group_memberships where group_id = ${Number(g.id)} and status = 'active'`,
    );
    expect(active).toBe(51);
  });
});
