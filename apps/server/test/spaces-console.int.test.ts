import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, expectError, fanToken, openSpaces, useTestApp } from './fixtures.ts';

interface GroupData {
  id: string;
  attributes: { slug: string; name: string; acceptance_status: string; featured: boolean };
}

interface ActionData {
  id: string;
  attributes: {
    action: string;
    target_type: string;
    target_id: string;
    details: Record<string, unknown>;
    actor: { id: string; display_name: string | null; slug: string | null } | null;
  };
}

/**
 * Fan groups in the console (docs/CONSOLE.md "Fan groups"): the review list's search and order, the
 * review audited with before/after and the reason, and a group's own moderators' actions, each an
 * audit entry written with the action, read by the instance's moderators.
 */
describe('fan groups in the console', () => {
  const t = useTestApp({ admin: true, timeout: 120_000 });
  const req = t.req;
  let boss: string;
  let moderator: string;
  let editor: string;
  let owner: string;
  let member: string;
  let fan: string;
  let ownerId: string;
  let memberId: string;
  let fanId: string;
  let group: GroupData;

  const userId = async (token: string) => (await req('GET', '/v2/user/show', token)).json().data.id as string;
  const giveRole = async (token: string, role: string) => {
    const res = await req('PUT', `/v2/admin/users/${await userId(token)}/role`, boss, { role });
    expect(res.statusCode, res.body).toBe(200);
  };
  const create = async (name: string, token = owner) => {
    const res = await req('POST', '/v2/fan_groups', token, { fan_group: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as GroupData;
  };
  const actions = async (id: string, token = moderator, query = '') => {
    const res = await req('GET', `/v2/admin/fan_groups/${id}/actions${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  beforeAll(async () => {
    await openSpaces(t.app);
    boss = await adminToken(t.keys);
    moderator = await fanToken(t.keys, 'mona', { name: 'Mona Moderator' });
    editor = await fanToken(t.keys, 'eddie');
    owner = await fanToken(t.keys, 'olive', { name: 'Olive Owner' });
    member = await fanToken(t.keys, 'milo');
    fan = await fanToken(t.keys, 'fiona');
    await userId(boss);
    await giveRole(moderator, 'moderator');
    await giveRole(editor, 'editor');
    ownerId = await userId(owner);
    memberId = await userId(member);
    fanId = await userId(fan);
    // With the review on, as a club would run it.
    const on = await req('PUT', '/v2/admin/fan_group_settings', moderator, {
      fan_group_settings: { review_new_groups: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    group = await create('Curva Sud Singers');
    await create('Away Travel Club');
    await create('Zebra Stripes', fan);
  }, 120_000);

  it('lists the groups with a search in name and slug, the acceptance filter and the order', async () => {
    const found = await req('GET', '/v2/admin/fan_groups?search=curva', moderator);
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json().data as GroupData[]).map((g) => g.attributes.name)).toEqual(['Curva Sud Singers']);
    expect(found.headers['total-count']).toBe('1');
    const bySlug = await req('GET', `/v2/admin/fan_groups?search=${group.attributes.slug}`, moderator);
    expect((bySlug.json().data as GroupData[]).map((g) => g.id)).toEqual([group.id]);
    const waiting = await req('GET', '/v2/admin/fan_groups?acceptance_status=submitted&sort=name', moderator);
    const names = (waiting.json().data as GroupData[]).map((g) => g.attributes.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(['Away Travel Club', 'Curva Sud Singers', 'Zebra Stripes']);
    const oldest = await req('GET', '/v2/admin/fan_groups?sort=oldest', moderator);
    const ids = (oldest.json().data as GroupData[]).map((g) => Number(g.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expectError(await req('GET', '/v2/admin/fan_groups?sort=loudest', moderator), 400);
    expectError(await req('GET', `/v2/admin/fan_groups?search=${'x'.repeat(101)}`, moderator), 400);
  });

  it('records the review with before and after and the reason', async () => {
    const res = await req('PUT', `/v2/admin/fan_groups/${group.id}`, moderator, {
      fan_group: { acceptance_status: 'accepted', featured: true },
      reason: 'A real supporters club',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ acceptance_status: 'accepted', featured: true });
    const entry = (await actions(group.id)).json().data[0] as ActionData;
    expect(entry.attributes).toMatchObject({
      action: 'fan_group.update',
      target_type: 'fan_group',
      target_id: group.id,
      details: {
        acceptance_status: { from: 'submitted', to: 'accepted' },
        featured: { from: false, to: true },
        reason: 'A real supporters club',
      },
    });
    // A rejected group, hidden from fans, stays in the moderators' reach.
    const other = await create('Rejected Rowdies');
    const rejected = await req('PUT', `/v2/admin/fan_groups/${other.id}`, moderator, {
      fan_group: { acceptance_status: 'rejected' },
      reason: 'Abusive name',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const shown = await req('GET', `/v2/admin/fan_groups/${other.id}`, moderator);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.attributes).toMatchObject({ name: 'Rejected Rowdies', acceptance_status: 'rejected' });
    expect((await req('GET', `/v2/fan_groups/${other.attributes.slug}`, fan)).statusCode).toBe(404);
    expectError(await req('GET', '/v2/admin/fan_groups/987654321', moderator), 404, 'NOT_FOUND');
    expectError(
      await req('PUT', `/v2/admin/fan_groups/${group.id}`, moderator, {
        fan_group: { featured: false },
        reason: 'x'.repeat(501),
      }),
      422,
    );
  });

  it("shows a group's own moderators' actions to the instance's moderators, newest first, with the actor", async () => {
    const slug = group.attributes.slug;
    expect((await req('POST', `/v2/fan_groups/${slug}/join`, member)).statusCode).toBe(200);
    expect((await req('POST', `/v2/fan_groups/${slug}/join`, fan)).statusCode).toBe(200);
    const role = await req('PUT', `/v2/fan_groups/${slug}/users/${memberId}/role`, owner, {
      data: { role: 'moderator' },
    });
    expect(role.statusCode, role.body).toBe(200);
    const post = await req('POST', '/v2/group_posts', fan, {
      group_post: { fan_group_id: slug, body: '<p>Tickets for sale, cheap</p>' },
    });
    expect(post.statusCode, post.body).toBe(201);
    const postSlug = post.json().data.attributes.slug as string;
    // The new group moderator deletes the fan's post, then mutes the fan; the owner removes them.
    expect((await req('DELETE', `/v2/group_posts/${postSlug}`, member)).statusCode).toBe(204);
    const muted = await req('PUT', `/v2/fan_groups/${slug}/users/${fanId}`, member, { data: { status: 'muted' } });
    expect(muted.statusCode, muted.body).toBe(200);
    const vis = await req('PUT', `/v2/fan_groups/${slug}/post_visibility`, owner, {
      data: { post_visibility: 'only_members' },
    });
    expect(vis.statusCode, vis.body).toBe(200);
    const edit = await req('PUT', `/v2/fan_groups/${slug}`, owner, { fan_group: { access: 'privately_accessible' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await req('DELETE', `/v2/fan_groups/${slug}/users/${fanId}`, owner)).statusCode).toBe(200);

    const res = await actions(group.id);
    expect(res.headers['total-count']).toBe('7');
    const list = res.json().data as ActionData[];
    expect(list.map((a) => a.attributes.action)).toEqual([
      'fan_group.member_removed',
      'fan_group.settings_changed',
      'fan_group.post_visibility_changed',
      'fan_group.member_status_changed',
      'fan_group.post_deleted',
      'fan_group.member_role_changed',
      'fan_group.update',
    ]);
    const [removed, settings, visibility, status, deleted, promoted] = list;
    expect(removed!.attributes.actor).toEqual({ id: ownerId, display_name: 'Olive Owner', slug: 'olive' });
    expect(removed!.attributes.details).toEqual({
      user_id: fanId,
      status: { from: 'muted', to: null },
      role: { from: 'member', to: null },
    });
    expect(settings!.attributes.details).toEqual({
      changes: { access: { from: 'publicly_accessible', to: 'privately_accessible' } },
    });
    expect(visibility!.attributes.details).toEqual({ post_visibility: { from: 'all_users', to: 'only_members' } });
    expect(status!.attributes.actor?.id).toBe(memberId);
    expect(status!.attributes.details).toEqual({ user_id: fanId, status: { from: 'active', to: 'muted' } });
    expect(deleted!.attributes.details).toMatchObject({ user_id: fanId, excerpt: 'Tickets for sale, cheap' });
    expect(promoted!.attributes.details).toEqual({ user_id: memberId, role: { from: 'member', to: 'moderator' } });
    // Paged: the second entry alone.
    const second = (await actions(group.id, moderator, '?per_page=1&page=2')).json().data as ActionData[];
    expect(second.map((a) => a.attributes.action)).toEqual(['fan_group.settings_changed']);
    // An author deleting their own post is no moderator's action.
    const own = await req('POST', '/v2/group_posts', member, {
      group_post: { fan_group_id: slug, body: '<p>Mine</p>' },
    });
    const ownSlug = own.json().data.attributes.slug as string;
    expect((await req('DELETE', `/v2/group_posts/${ownSlug}`, member)).statusCode).toBe(204);
    expect((await actions(group.id)).headers['total-count']).toBe('7');
    // The admin reads them too.
    expect((await actions(group.id, boss)).json().data).toHaveLength(7);
  });

  it('refuses fans and editors, and answers 404 for a missing group', async () => {
    expectError(await req('GET', `/v2/admin/fan_groups/${group.id}/actions`, fan), 403, 'FORBIDDEN');
    expectError(await req('GET', `/v2/admin/fan_groups/${group.id}/actions`, owner), 403, 'FORBIDDEN');
    expectError(await req('GET', `/v2/admin/fan_groups/${group.id}/actions`, editor), 403, 'FORBIDDEN');
    expectError(await req('GET', `/v2/admin/fan_groups/${group.id}/actions`), 401, 'UNAUTHENTICATED');
    expectError(await req('GET', '/v2/admin/fan_groups/987654321/actions', moderator), 404, 'NOT_FOUND');
    expectError(await req('GET', `/v2/admin/fan_groups/${group.id}/actions?page=0`, moderator), 400);
    expectError(await req('GET', '/v2/admin/fan_group_settings', editor), 403, 'FORBIDDEN');
  });

  it('lets the moderators switch the review of new groups, audited', async () => {
    const off = await req('PUT', '/v2/admin/fan_group_settings', moderator, {
      fan_group_settings: { review_new_groups: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await create('Straight In')).attributes.acceptance_status).toBe('accepted');
    const log = await req('GET', '/v2/admin/audit_log?action=fan_group_settings.update', boss);
    expect(log.json().data[0].attributes.details).toEqual({ review_new_groups: { from: true, to: false } });
  });
});
