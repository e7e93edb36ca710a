// Invitations to fan groups (docs/COMMUNITY.md "Memberships"): the invitee finds the invitation on
// the group itself (`current_user_invited`), accepts it by joining and declines it by leaving.
import { sql } from 'drizzle-orm';
import { notificationPath, resolveRouteWords, type NotificationWire } from '@tribune/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsWorld, type NotificationsWorld, type NUser } from './notifications-fixtures.ts';
import { openSpaces } from './fixtures.ts';

interface GroupAttributes {
  slug: string;
  members_count: number;
  pending_count: number;
  current_user_role: string | null;
  current_user_status: string | null;
  current_user_invited: boolean;
  current_user_permissions: string[];
}

describe('fan group invitations', () => {
  let w: NotificationsWorld;
  let owner: NUser;
  let ivy: NUser;
  let sam: NUser;

  const group = async (name: string, fields: Record<string, unknown> = {}) => {
    const res = await w.req('POST', '/v2/fan_groups', owner, { fan_group: { name, ...fields } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json().data as { attributes: { slug: string } }).attributes.slug;
  };
  const seen = async (slug: string, u?: NUser) => {
    const res = await w.req('GET', `/v2/fan_groups/${slug}`, u);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.attributes as GroupAttributes;
  };
  const invite = async (slug: string, ...users: NUser[]) => {
    const res = await w.req('POST', `/v2/fan_groups/${slug}/invite`, owner, { user_slugs: users.map((u) => u.slug) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<{ attributes: { invited: boolean; status: string } }>;
  };
  /** The `fan_group.invited` notifications of the group `slug` in the inbox of `u`. */
  const invitedNotices = async (slug: string, u: NUser) =>
    ((await w.req('GET', '/v2/notifications?per_page=50', u)).json().data as NotificationWire[]).filter(
      (n) => n.attributes.key === 'fan_group.invited' && n.attributes.parameters.serialized_resource?.slug === slug,
    );
  const act = async (slug: string, action: 'join' | 'leave', u: NUser) =>
    w.req('POST', `/v2/fan_groups/${slug}/${action}`, u);

  beforeAll(async () => {
    w = await notificationsWorld();
    await openSpaces(w.t.app);
    owner = await w.user('inv-owner');
    ivy = await w.user('inv-ivy');
    sam = await w.user('inv-sam');
  }, 60_000);
  afterAll(async () => {
    await w?.close();
  });

  it('shows the invitee their invitation; accepting it in a private group makes them an active member at once', async () => {
    const slug = await group('Invite Only Terrace', { access: 'privately_accessible' });
    // Nobody is invited yet: a stranger, a guest and the owner read false.
    expect((await seen(slug, ivy)).current_user_invited).toBe(false);
    expect((await seen(slug)).current_user_invited).toBe(false);
    expect((await seen(slug, owner)).current_user_invited).toBe(false);

    expect((await invite(slug, ivy)).map((m) => m.attributes)).toEqual([
      expect.objectContaining({ invited: true, status: 'pending' }),
    ]);
    const invited = await seen(slug, ivy);
    expect(invited).toMatchObject({ current_user_status: 'pending', current_user_invited: true, pending_count: 1 });
    expect(invited.current_user_permissions).toEqual(expect.arrayContaining(['join', 'leave']));
    // Another user still reads false: the flag is the viewer's own.
    expect((await seen(slug, sam)).current_user_invited).toBe(false);

    // The notification opens the group page, where the invitation is answered.
    const told = (await invitedNotices(slug, ivy))[0];
    expect(told).toBeDefined();
    expect(notificationPath({ id: told!.id, ...told!.attributes }, resolveRouteWords({}), 'en')).toBe(
      `/en/spaces/${slug}`,
    );

    const accepted = await act(slug, 'join', ivy);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.attributes).toMatchObject({
      current_user_status: 'active',
      current_user_role: 'member',
      current_user_invited: false,
      members_count: 2,
      pending_count: 0,
    });
    const active = await w.req('GET', `/v2/fan_groups/${slug}/users?list=active`, owner);
    expect(active.headers['total-count']).toBe('2');
  });

  it('a join request is no invitation: the requester reads false and waits for approval', async () => {
    const slug = await group('Request Terrace', { access: 'privately_accessible' });
    const asked = await act(slug, 'join', sam);
    expect(asked.json().data.attributes).toMatchObject({ current_user_status: 'pending', current_user_invited: false });
  });

  it('declining leaves no pending row: the invitee can be invited again, or ask to join', async () => {
    const slug = await group('Decline Terrace', { access: 'privately_accessible' });
    await invite(slug, sam);
    expect((await seen(slug, sam)).current_user_invited).toBe(true);
    const declined = await act(slug, 'leave', sam);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.attributes).toMatchObject({
      current_user_status: 'canceled',
      current_user_invited: false,
      pending_count: 0,
      members_count: 1,
    });
    expect((await w.req('GET', `/v2/fan_groups/${slug}/users?list=pending`, owner)).headers['total-count']).toBe('0');

    // Invited again: a new invitation, told again.
    expect((await invite(slug, sam)).map((m) => m.attributes.invited)).toEqual([true]);
    expect(await seen(slug, sam)).toMatchObject({ current_user_invited: true, pending_count: 1 });
    expect(await invitedNotices(slug, sam)).toHaveLength(2);

    // Declined again, then asking to join is a plain request the moderators approve.
    await act(slug, 'leave', sam);
    const asked = await act(slug, 'join', sam);
    expect(asked.json().data.attributes).toMatchObject({
      current_user_status: 'pending',
      current_user_invited: false,
      pending_count: 1,
    });
    const pending = await w.req('GET', `/v2/fan_groups/${slug}/users?list=pending`, owner);
    expect(pending.json().data.map((m: { attributes: { invited: boolean } }) => m.attributes.invited)).toEqual([false]);
  });

  it('one open invitation per fan and group: inviting them again, 50 times and in parallel, changes nothing', async () => {
    const slug = await group('Once Only Terrace');
    const rory = await w.user('inv-rory');
    expect((await invite(slug, rory)).map((m) => m.attributes.invited)).toEqual([true]);
    const again = await Promise.all(
      Array.from({ length: 50 }, () =>
        w.req('POST', `/v2/fan_groups/${slug}/invite`, owner, { user_slugs: [rory.slug, rory.slug] }),
      ),
    );
    // Each answer is a 200 that lists what it created or changed: nothing, the invitation stands.
    expect(again.map((r) => r.statusCode)).toEqual(Array<number>(50).fill(200));
    expect(again.every((r) => (r.json().data as unknown[]).length === 0)).toBe(true);
    const rows = await w.query(sql`select m.status from fan_group_memberships m join fan_groups g on g.id = m.group_id
      where g.slug = ${slug} and m.user_id = ${Number(rory.id)}`);
    expect(rows).toEqual([{ status: 'pending' }]);
    expect(await seen(slug, rory)).toMatchObject({ current_user_invited: true, pending_count: 1 });
    expect(await invitedNotices(slug, rory)).toHaveLength(1);
  });

  it('a privately visible group: the invitee sees it while invited; declining hides it (404) until invited again', async () => {
    const slug = await group('Hidden Terrace', { access: 'privately_accessible', visibility: 'privately_visible' });
    expect((await w.req('GET', `/v2/fan_groups/${slug}`, ivy)).statusCode).toBe(404);
    await invite(slug, ivy);
    expect((await seen(slug, ivy)).current_user_invited).toBe(true);
    // The decline is done, and the group is hidden from them again: the answer is that of a missing group.
    const declined = await act(slug, 'leave', ivy);
    expect(declined.statusCode).toBe(404);
    expect((await w.req('GET', `/v2/fan_groups/${slug}`, ivy)).statusCode).toBe(404);
    expect((await w.req('GET', `/v2/fan_groups/${slug}/users?list=pending`, owner)).headers['total-count']).toBe('0');
    await invite(slug, ivy);
    expect((await act(slug, 'join', ivy)).json().data.attributes).toMatchObject({
      current_user_status: 'active',
      current_user_invited: false,
      members_count: 2,
    });
  });
});
