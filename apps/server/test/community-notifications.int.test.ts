// The community's notifications (docs/COMMUNITY.md "Notifications"): mentions in group posts and
// feed posts, invitations to groups and approved join requests, with the links they open.
import { notificationPath, resolveRouteWords, type NotificationWire } from '@tribune/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, notificationsWorld, type NotificationsWorld, type NUser } from './notifications-fixtures.ts';
import { openSpaces } from './fixtures.ts';

describe('community notifications', () => {
  let w: NotificationsWorld;
  let owner: NUser;
  let anna: NUser;
  let ben: NUser;
  let carl: NUser;
  let dora: NUser;
  let eve: NUser;

  const inbox = async (u: NUser, key: string) => {
    const res = await w.req('GET', '/v2/notifications?per_page=50', u);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as NotificationWire[]).filter((n) => n.attributes.key === key);
  };
  const pathOf = (n: NotificationWire) => notificationPath({ id: n.id, ...n.attributes }, resolveRouteWords({}), 'en');
  const mention = (u: NUser, name: string) => `<a href="/en/profiles/${u.slug}" data-mention="${u.id}">@${name}</a>`;
  const group = async (name: string, fields: Record<string, unknown> = {}) => {
    const res = await w.req('POST', '/v2/fan_groups', owner, { fan_group: { name, ...fields } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; attributes: { slug: string; name: string } };
  };
  const join = async (u: NUser, slug: string, approve = true) => {
    expect((await w.req('POST', `/v2/fan_groups/${slug}/join`, u)).statusCode).toBe(200);
    if (!approve) return;
    const res = await w.req('PUT', `/v2/fan_groups/${slug}/users/${u.id}`, owner, { data: { status: 'active' } });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    w = await notificationsWorld();
    await openSpaces(w.t.app, { module: 'postToFeed', flag: 'postToFeed' });
    owner = await w.user('cn-owner');
    anna = await w.user('cn-anna');
    ben = await w.user('cn-ben');
    carl = await w.user('cn-carl');
    dora = await w.user('cn-dora');
    eve = await w.user('cn-eve');
  }, 60_000);
  afterAll(async () => {
    await w?.close();
  });

  it('tells a user mentioned in a group post, linking the post under its group; an edit tells only the new ones', async () => {
    const g = await group('Mention Terrace');
    const slug = g.attributes.slug;
    await join(anna, slug, false);
    await join(ben, slug, false);
    const annaEvents = w.events(anna);
    const res = await w.req('POST', '/v2/group_posts', owner, {
      group_post: { fan_group_id: slug, body: `<p>Hi ${mention(anna, 'Anna')} and ${mention(owner, 'me')}</p>` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().data as { id: string; attributes: { slug: string } };
    const [n] = await inbox(anna, 'group_post.mentioned');
    expect(n).toBeDefined();
    expect(n!.attributes.parameters.actor?.slug).toBe(owner.slug);
    expect(n!.attributes.parameters.serialized_resource).toMatchObject({
      type: 'group_post',
      id: post.id,
      slug: post.attributes.slug,
      title: 'Mention Terrace',
      parent: { type: 'fan_group', id: g.id, slug },
    });
    expect(pathOf(n!)).toBe(`/en/spaces/${slug}/posts/${post.attributes.slug}`);
    await eventually(() => annaEvents.some((e) => e.type === 'notification'));
    // Nobody is told about their own mention.
    expect(await inbox(owner, 'group_post.mentioned')).toEqual([]);

    // An edit that keeps Anna and adds Ben tells Ben only.
    const edited = await w.req('PUT', `/v2/group_posts/${post.attributes.slug}`, owner, {
      group_post: { body: `<p>Hi ${mention(anna, 'Anna')} and ${mention(ben, 'Ben')}</p>` },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await inbox(anna, 'group_post.mentioned')).toHaveLength(1);
    expect(await inbox(ben, 'group_post.mentioned')).toHaveLength(1);
  });

  it('tells nobody about a members-only post they may not read, nor a user who blocked the author', async () => {
    const g = await group('Closed Circle', { access: 'privately_accessible', post_visibility: 'only_members' });
    const slug = g.attributes.slug;
    await join(anna, slug);
    await join(carl, slug, false); // a pending request: cannot read members-only posts
    expect((await w.req('POST', `/v2/users/${owner.id}/toggle_block`, eve)).statusCode).toBe(200);
    const res = await w.req('POST', '/v2/group_posts', owner, {
      group_post: {
        fan_group_id: slug,
        body: `<p>${mention(anna, 'Anna')} ${mention(carl, 'Carl')} ${mention(ben, 'Ben')} ${mention(eve, 'Eve')}</p>`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const postId = (res.json().data as { id: string }).id;
    const about = async (u: NUser) =>
      (await inbox(u, 'group_post.mentioned')).filter(
        (n) => n.attributes.parameters.serialized_resource?.id === postId,
      );
    expect(await about(anna)).toHaveLength(1);
    expect(await about(carl)).toEqual([]);
    expect(await about(ben)).toEqual([]);
    expect(await about(eve)).toEqual([]);
  });

  it('tells a user mentioned in a feed post, linking the feed post page', async () => {
    const res = await w.req('POST', '/v2/feed_posts', ben, {
      feed_post: { body: `<p>Look, ${mention(carl, 'Carl')}!</p>` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().data as { id: string; attributes: { slug: string } };
    const [n] = await inbox(carl, 'feed_post.mentioned');
    expect(n!.attributes.parameters.actor?.slug).toBe(ben.slug);
    expect(n!.attributes.parameters.serialized_resource).toMatchObject({ type: 'feed_post', id: post.id });
    expect(pathOf(n!)).toBe(`/en/posts/${post.attributes.slug}`);
    // An edit that mentions the same user again tells nobody twice.
    const edited = await w.req('PUT', `/v2/feed_posts/${post.attributes.slug}`, ben, {
      feed_post: { body: `<p>Again, ${mention(carl, 'Carl')}.</p>` },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await inbox(carl, 'feed_post.mentioned')).toHaveLength(1);
  });

  it('tells an invited user, linking the group; accepting it tells nobody', async () => {
    const g = await group('Invite Lounge', { access: 'privately_accessible' });
    const slug = g.attributes.slug;
    const res = await w.req('POST', `/v2/fan_groups/${slug}/invite`, owner, { user_slugs: [dora.slug] });
    expect(res.statusCode, res.body).toBe(200);
    const [n] = await inbox(dora, 'fan_group.invited');
    expect(n!.attributes.parameters.actor?.slug).toBe(owner.slug);
    expect(n!.attributes.parameters.serialized_resource).toMatchObject({
      type: 'fan_group',
      id: g.id,
      slug,
      title: 'Invite Lounge',
    });
    expect(pathOf(n!)).toBe(`/en/spaces/${slug}`);
    expect((await w.req('POST', `/v2/fan_groups/${slug}/join`, dora)).statusCode).toBe(200);
    expect(await inbox(dora, 'fan_group.join_approved')).toEqual([]);
    expect(await inbox(owner, 'fan_group.join_approved')).toEqual([]);
  });

  it('tells a user whose join request was approved (by status change or by an invitation), not a rejected one', async () => {
    const g = await group('Request Room', { access: 'privately_accessible' });
    const slug = g.attributes.slug;
    await join(ben, slug);
    const [n] = await inbox(ben, 'fan_group.join_approved');
    expect(n!.attributes.parameters.serialized_resource).toMatchObject({ type: 'fan_group', id: g.id, slug });
    expect(pathOf(n!)).toBe(`/en/spaces/${slug}`);
    // A request approved by inviting the requester: approved, not invited.
    await join(carl, slug, false);
    const invited = await w.req('POST', `/v2/fan_groups/${slug}/invite`, owner, { user_slugs: [carl.slug] });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(
      (await inbox(carl, 'fan_group.join_approved')).map((x) => x.attributes.parameters.serialized_resource?.id),
    ).toEqual([g.id]);
    expect(
      (await inbox(carl, 'fan_group.invited')).filter((x) => x.attributes.parameters.serialized_resource?.id === g.id),
    ).toEqual([]);
    // A rejected request tells nothing.
    await join(anna, slug, false);
    const rejected = await w.req('PUT', `/v2/fan_groups/${slug}/users/${anna.id}`, owner, {
      data: { status: 'rejected' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(
      (await inbox(anna, 'fan_group.join_approved')).filter(
        (x) => x.attributes.parameters.serialized_resource?.id === g.id,
      ),
    ).toEqual([]);
  });

  it('respects the kind preference: a user who switched mentions off is not told', async () => {
    const off = await w.req('PUT', '/v2/notification_preferences', dora, {
      notification_preferences: { kinds: { 'feed_post.mentioned': { in_app: false } } },
    });
    expect(off.statusCode, off.body).toBe(200);
    const prefs = (await w.req('GET', '/v2/notification_preferences', dora)).json();
    expect(JSON.stringify(prefs)).toContain('fan_group.join_approved');
    const res = await w.req('POST', '/v2/feed_posts', anna, { feed_post: { body: `<p>${mention(dora, 'Dora')}</p>` } });
    expect(res.statusCode, res.body).toBe(201);
    expect(await inbox(dora, 'feed_post.mentioned')).toEqual([]);
  });
});
