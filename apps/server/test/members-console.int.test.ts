import { withModule } from '@tribune/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, expectError, insertTestContent, namedFanToken, useTestApp } from './fixtures.ts';

interface Member {
  id: string;
  type: 'user';
  attributes: {
    display_name: string;
    slug: string;
    status: string;
    role: string;
    verified: boolean;
    last_day_active: string | null;
    counts: { comments: number; posts: number; reports: number };
    organizations: Array<{ id: string; name: string; status: string; role: string; shown: boolean }>;
    history: Array<{
      action: string;
      target_type: string;
      details: Record<string, unknown>;
      actor: { id: string; display_name: string | null } | null;
    }>;
  };
  relationships: { organization: { data: { id: string } | null } };
}

/**
 * The console's members area over the real app (docs/CONSOLE.md "Members"): a member's profile
 * (counts, organizations, the history of actions on them), the organizations' review, sponsor
 * flag and users for admins and moderators, each change audited with its reason.
 */
describe('the console: a member’s profile and the organizations', () => {
  const t = useTestApp({ admin: true, timeout: 120_000 });
  const req = t.req;
  let boss: string;
  let moderator: string;
  let editor: string;
  let mia: string;
  let miaId: string;
  let bossId: string;

  const userId = async (token: string) => (await req('GET', '/v2/user/show', token)).json().data.id as string;
  const profile = async (id: string, token = boss) => {
    const res = await req('GET', `/v2/admin/users/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Member;
  };

  beforeAll(async () => {
    const { config, flags } = t.app.instance.snapshot();
    await t.app.instance.update({
      moduleConfig: withModule(withModule(config, 'organizations', true), 'postToFeed', true),
      featureFlags: { ...flags, postToFeed: true },
    });
    boss = await adminToken(t.keys);
    moderator = await namedFanToken(t.keys, 'mod-marta');
    editor = await namedFanToken(t.keys, 'ed-emil');
    mia = await namedFanToken(t.keys, 'mia');
    bossId = await userId(boss);
    miaId = await userId(mia);
    for (const [token, role] of [
      [moderator, 'moderator'],
      [editor, 'editor'],
    ] as const) {
      const res = await req('PUT', `/v2/admin/users/${await userId(token)}/role`, boss, { role });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 120_000);

  it('shows a member’s profile: the account, what they wrote and reported, their organizations, the history', async () => {
    await insertTestContent(t.database.db, 'members-article', true);
    for (const body of ['<p>one</p>', '<p>two</p>']) {
      const c = await req('POST', '/v2/contents/members-article/comments', mia, { comment: { body } });
      expect(c.statusCode, c.body).toBe(201);
    }
    const post = await req('POST', '/v2/feed_posts', mia, { feed_post: { body: '<p>match day</p>' } });
    expect(post.statusCode, post.body).toBe(201);
    const other = await namedFanToken(t.keys, 'otto');
    const theirs = await req('POST', '/v2/contents/members-article/comments', other, {
      comment: { body: '<p>spam</p>' },
    });
    const types = (await req('GET', '/v2/ugc_report_types')).json().data as Array<{ id: string }>;
    const report = await req('POST', '/v2/ugc_reports', mia, {
      ugc_report: {
        reportable_type: 'comment',
        reportable_id: theirs.json().data.id,
        ugc_report_type_id: types[0]!.id,
      },
    });
    expect(report.statusCode, report.body).toBe(201);
    const locked = await req('PUT', `/v2/admin/users/${miaId}/status`, moderator, {
      status: 'locked',
      reason: 'cooling off',
    });
    expect(locked.statusCode, locked.body).toBe(200);

    const p = await profile(miaId);
    expect(p.attributes).toMatchObject({
      display_name: 'mia',
      slug: 'mia',
      status: 'locked',
      role: 'member',
      verified: false,
      counts: { comments: 2, posts: 1, reports: 1 },
      organizations: [],
    });
    expect(p.relationships.organization.data).toBeNull();
    expect(p.attributes.history[0]).toMatchObject({
      action: 'user.status',
      target_type: 'user',
      details: { from: 'unlocked', to: 'locked', reason: 'cooling off' },
      actor: { display_name: 'mod-marta' },
    });
    // A moderator reads it too (the members area); an editor and a fan may not; a missing one is 404.
    expect((await profile(miaId, moderator)).id).toBe(miaId);
    expectError(await req('GET', `/v2/admin/users/${miaId}`, editor), 403, 'FORBIDDEN');
    expectError(await req('GET', `/v2/admin/users/${miaId}`, mia), 403, 'FORBIDDEN');
    expectError(await req('GET', `/v2/admin/users/${miaId}`), 401);
    expectError(await req('GET', '/v2/admin/users/987654321', boss), 404, 'NOT_FOUND');
    expectError(await req('GET', '/v2/admin/users/not-a-number', boss), 400);
    await req('PUT', `/v2/admin/users/${miaId}/status`, boss, { status: 'unlocked' });
  });

  it('lets a moderator review an organization with a reason, list its users and show it with a member’s name; audited', async () => {
    const created = await req('POST', '/v2/organizations', mia, { organization: { name: 'Mia’s Supporters Club' } });
    expect(created.statusCode, created.body).toBe(201);
    const orgId = created.json().data.id as string;
    expect(created.json().data.attributes.status).toBe('submitted');

    // The review filter and the search.
    const waiting = await req('GET', '/v2/admin/organizations?status=submitted&search=supporters', moderator);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect((waiting.json().data as Array<{ id: string }>).map((o) => o.id)).toContain(orgId);

    const accepted = await req('PUT', `/v2/admin/organizations/${orgId}`, moderator, {
      organization: { status: 'accepted', sponsor: true },
      reason: 'a real supporters club',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.attributes).toMatchObject({ status: 'accepted', sponsor: true });
    const audit = await req('GET', `/v2/admin/audit_log?action=organization.update&search=${orgId}`, boss);
    expect(audit.json().data[0].attributes).toMatchObject({
      target_id: orgId,
      details: {
        from: { status: 'submitted', sponsor: false },
        to: { status: 'accepted', sponsor: true },
        reason: 'a real supporters club',
      },
      actor: { display_name: 'mod-marta' },
    });

    const one = await req('GET', `/v2/admin/organizations/${orgId}`, moderator);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.attributes).toMatchObject({ name: 'Mia’s Supporters Club', status: 'accepted' });
    expectError(await req('GET', '/v2/admin/organizations/987654', moderator), 404, 'NOT_FOUND');
    expectError(await req('GET', `/v2/admin/organizations/${orgId}`, editor), 403, 'FORBIDDEN');

    // Its users, whatever its status, for the console (the founder is its admin).
    const users = await req('GET', `/v2/admin/organizations/${orgId}/organization_users`, moderator);
    expect(users.statusCode, users.body).toBe(200);
    expect(users.json().data).toHaveLength(1);
    expect(users.json().data[0].attributes.role).toBe('admin');
    expect(users.json().included[0].id).toBe(miaId);
    expectError(await req('GET', '/v2/admin/organizations/987654/organization_users', boss), 404, 'NOT_FOUND');

    // Shown with her name, with the reason; the profile and its history say so.
    const shown = await req('PUT', `/v2/admin/users/${miaId}/organization`, moderator, {
      organization_id: orgId,
      reason: 'asked by the club',
    });
    expect(shown.statusCode, shown.body).toBe(200);
    const p = await profile(miaId);
    expect(p.relationships.organization.data?.id).toBe(orgId);
    expect(p.attributes.organizations).toEqual([
      { id: orgId, name: 'Mia’s Supporters Club', status: 'accepted', role: 'admin', shown: true },
    ]);
    expect(p.attributes.history[0]).toMatchObject({
      action: 'user.organization',
      details: { from: null, to: Number(orgId), reason: 'asked by the club' },
    });

    // A membership change names her: it is in her history too, with its reason.
    const added = await req('POST', `/v2/admin/organizations/${orgId}/organization_users`, boss, {
      organization_user: { user_id: bossId, role: 'member' },
      reason: 'the club office',
    });
    expect(added.statusCode, added.body).toBe(200);
    const role = await req('POST', `/v2/admin/organizations/${orgId}/organization_users`, moderator, {
      organization_user: { user_id: miaId, role: 'member' },
      reason: 'handed over',
    });
    expect(role.statusCode, role.body).toBe(200);
    const after = await profile(miaId);
    expect(after.attributes.organizations[0]?.role).toBe('member');
    expect(after.attributes.history[0]).toMatchObject({
      action: 'organization.user_role',
      target_type: 'organization',
      details: { user_id: Number(miaId), role: 'member', reason: 'handed over' },
    });
    expect(after.attributes.history.map((h) => h.action)).not.toContain('organization.user_add');

    // Shown with no organization again.
    const none = await req('PUT', `/v2/admin/users/${miaId}/organization`, moderator, {
      organization_id: null,
      reason: 'left',
    });
    expect(none.statusCode, none.body).toBe(200);
    expect((await profile(miaId)).relationships.organization.data).toBeNull();

    // Rejecting it: an editor may not; deleting stays the admins'; bad input is a 4xx.
    expectError(
      await req('PUT', `/v2/admin/organizations/${orgId}`, editor, { organization: { status: 'rejected' } }),
      403,
      'FORBIDDEN',
    );
    expectError(await req('DELETE', `/v2/admin/organizations/${orgId}`, moderator), 403, 'FORBIDDEN');
    expectError(
      await req('PUT', `/v2/admin/organizations/${orgId}`, moderator, {
        organization: { status: 'rejected' },
        reason: 'x'.repeat(501),
      }),
      422,
      'VALIDATION_FAILED',
    );
    const rejected = await req('PUT', `/v2/admin/organizations/${orgId}`, moderator, {
      organization: { status: 'rejected' },
      reason: 'not a club',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.attributes.status).toBe('rejected');
  });
});
