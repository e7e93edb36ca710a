import { sql } from 'drizzle-orm';
import { ORGANIZATION_STATUSES, ORGANIZATION_USER_ROLES, withModule, type ModuleConfig } from '@tribune/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { ORGANIZATION_STATUSES as SCHEMA_STATUSES, ORGANIZATION_USER_ROLES as SCHEMA_ROLES } from '../src/db/schema.ts';
import { seedDemoOrganizations } from '../src/modules/organizations/seed.ts';
import { isErrorBody, relativeMediaPath } from './helpers.ts';
import { useTestApp, adminToken, fanToken, png as solidPng, sendForm } from './fixtures.ts';

interface OrgData {
  id: string;
  type: 'organization';
  attributes: Record<string, unknown> & { name: string; status: string; users_count: number };
  relationships: {
    organization_media: { data: Array<{ id: string; type: string }> };
    sponsor_medium: { data: { id: string; type: string } | null };
  };
}

describe('organizations, their users and the verified badge', () => {
  const t = useTestApp({ admin: true, timeout: 120_000 });
  let admin: string;
  let founder: string;
  let fan: string;
  let demo: ModuleConfig;

  const req = t.req;
  const userId = async (token: string) => (await req('GET', '/v2/user/show', token)).json().data.id as string;
  const create = async (fields: Record<string, unknown>, token = founder) => {
    const res = await req('POST', '/v2/organizations', token, { organization: fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as OrgData;
  };
  const review = async (id: string, fields: Record<string, unknown>) => {
    const res = await req('PUT', `/v2/admin/organizations/${id}`, admin, { organization: fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as OrgData;
  };
  const setModules = (organizations: { displayList: boolean; enabled: boolean }) =>
    t.app.instance.update({ moduleConfig: { ...demo, modules: { ...demo.modules, organizations } } });
  const png = (width: number, height: number) => solidPng(width, height, '#0b5fff');
  /** Creates an organization from a multipart form: its fields and its files. */
  const postForm = (
    token: string,
    fields: Record<string, string>,
    files: Record<string, { data: Buffer; type: string }>,
  ) =>
    sendForm(req, 'POST', '/v2/organizations', token, [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ...Object.entries(files).map(([name, file]) => ({ name, value: file.data, filename: 'f', type: file.type })),
    ]);

  beforeAll(async () => {
    demo = withModule(withModule(t.app.instance.snapshot().config, 'organizations', true), 'organizationList', true);
    await setModules({ displayList: true, enabled: true });
    admin = await adminToken(t.keys);
    founder = await fanToken(t.keys, 'fiona');
    fan = await fanToken(t.keys, 'fred');
    for (const token of [admin, founder, fan]) await userId(token);
  }, 120_000);

  it('keeps the schema and the domain enumerations alike', () => {
    expect([...SCHEMA_STATUSES]).toEqual([...ORGANIZATION_STATUSES]);
    expect([...SCHEMA_ROLES]).toEqual([...ORGANIZATION_USER_ROLES]);
  });

  it('seeds two demo organizations once, one a sponsor, with the demo fans in them', async () => {
    await seedDemoOrganizations(t.app);
    await seedDemoOrganizations(t.app);
    const rows = rowsOf<{ name: string; sponsor: boolean; users_count: number; status: string }>(
      await t.database.db.execute(sql`select name, sponsor, users_count, status from organizations order by name`),
    );
    expect(rows.map((r) => [r.name, r.sponsor, Number(r.users_count), r.status])).toEqual([
      ['North Stand Supporters Trust', false, 3, 'accepted'],
      ['Tribune Energy', true, 2, 'accepted'],
    ]);
    const sponsors = await req('GET', '/v2/organizations?filter=sponsors');
    expect(sponsors.statusCode).toBe(200);
    const data = sponsors.json().data as OrgData[];
    expect(data.map((o) => o.attributes.name)).toEqual(['Tribune Energy']);
    const included = sponsors.json().included as Array<{ type: string; id: string; attributes: { url: string } }>;
    expect(included.map((r) => r.type).sort()).toEqual([
      'organization_medium',
      'organization_medium',
      'sponsor_medium',
    ]);
    const logo = await t.app.inject({ method: 'GET', url: relativeMediaPath(included[0]!.attributes.url) });
    expect(logo.statusCode).toBe(200);
    const shown = rowsOf<{ n: string | number }>(
      await t.database.db.execute(sql`select count(*) as n from users where organization_id is not null`),
    );
    expect(Number(shown[0]?.n)).toBe(2);
  });

  it('creates an organization its creator administers, submitted until an admin accepts it; hidden from the others meanwhile', async () => {
    const o = await create({
      name: '  Fan  Club   Zurich ',
      description: '<p>Hello<script>alert(1)</script></p>',
      website_url: 'https://example.org/fcz',
    });
    expect(o.attributes).toMatchObject({
      name: 'Fan Club Zurich',
      description: '<p>Hello</p>',
      website_url: 'https://example.org/fcz',
      status: 'submitted',
      users_count: 1,
      current_user_role: 'admin',
      editable: true,
      name_editable: true,
      sponsor: false,
    });
    for (const token of [undefined, fan]) {
      const res = await req('GET', `/v2/organizations/${o.id}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect((await req('GET', `/v2/organizations/${o.id}/organization_users`, token)).statusCode).toBe(404);
      const list = (await req('GET', '/v2/organizations?search=zurich', token)).json().data as OrgData[];
      expect(list).toEqual([]);
    }
    expect((await req('GET', `/v2/organizations/${o.id}`, founder)).statusCode).toBe(200);
    expect(
      ((await req('GET', '/v2/organizations?filter=mine', founder)).json().data as OrgData[]).map((x) => x.id),
    ).toEqual([o.id]);
    expect((await req('GET', `/v2/organizations/${o.id}`, admin)).statusCode).toBe(200);
    const waiting = await req('GET', '/v2/admin/organizations?status=submitted', admin);
    expect((waiting.json().data as OrgData[]).map((x) => x.id)).toContain(o.id);
    await review(o.id, { status: 'accepted' });
    const seen = await req('GET', `/v2/organizations/${o.id}`, fan);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.attributes).toMatchObject({ current_user_role: null, editable: false, status: 'accepted' });
    expect(((await req('GET', '/v2/organizations?search=ZURICH')).json().data as OrgData[]).map((x) => x.id)).toEqual([
      o.id,
    ]);
    // An admin's own organization needs no review.
    expect((await create({ name: 'Club Office' }, admin)).attributes.status).toBe('accepted');
  });

  it('creates from a multipart form with a logo and a hero image checked by content; the media are included', async () => {
    const res = await postForm(
      founder,
      { 'organization[name]': 'Picture Club', 'organization[website_url]': 'http://example.com/pics' },
      {
        'organization[logo_file]': { data: await png(40, 40), type: 'image/png' },
        'organization[hero_file]': { data: await png(300, 100), type: 'image/png' },
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json().data as OrgData;
    expect(o.attributes.logo_url).toMatch(/\/media\/users\/\d+\/[a-f0-9]{32}\.webp$/);
    expect(o.attributes.hero_url).toMatch(/\/media\/users\/\d+\/[a-f0-9]{32}\.webp$/);
    expect(o.relationships.organization_media.data).toEqual([
      { id: `${o.id}-logo`, type: 'organization_medium' },
      { id: `${o.id}-hero`, type: 'organization_medium' },
    ]);
    expect(o.relationships.sponsor_medium.data).toBeNull();
    expect(res.json().included.map((r: { id: string }) => r.id)).toEqual([`${o.id}-logo`, `${o.id}-hero`]);
    // A sponsor gets its sponsor medium (its logo and link).
    const sponsor = await review(o.id, { sponsor: true, status: 'accepted' });
    expect(sponsor.relationships.sponsor_medium.data).toEqual({ id: o.id, type: 'sponsor_medium' });
    const shown = await req('GET', `/v2/organizations/${o.id}`);
    expect(shown.json().included).toContainEqual(
      expect.objectContaining({
        id: o.id,
        type: 'sponsor_medium',
        attributes: { name: 'Picture Club', url: o.attributes.logo_url, link: 'http://example.com/pics' },
      }),
    );
    // Not an image: refused by content, whatever the declared type.
    const refused = await postForm(
      founder,
      { 'organization[name]': 'Fake' },
      { 'organization[logo_file]': { data: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' } },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('UNSUPPORTED_IMAGE');
    expect(refused.json().errors['organization.logo_file']).toBeDefined();
  });

  it('refuses invalid input with the error body, never a 500', async () => {
    const cases: unknown[] = [
      { organization: {} },
      { organization: { name: '   ' } },
      { organization: { name: 'x'.repeat(101) } },
      { organization: { name: 'x', website_url: 'javascript:alert(1)' } },
      { organization: { name: 'x', website_url: 'ftp://example.com' } },
      { organization: { name: 'x', website_url: 'https://user:pw@example.com' } },
      { organization: { name: 'x', color: 'red' } },
      { nonsense: true },
    ];
    for (const payload of cases) {
      const res = await req('POST', '/v2/organizations', founder, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(isErrorBody(res.json())).toBe(true);
    }
    const res = await postForm(founder, { 'organization[secret]': 'x' }, {});
    expect(res.statusCode).toBe(422);
    expect((await req('GET', '/v2/organizations?filter=everything')).statusCode).toBe(400);
    expect((await req('GET', '/v2/organizations/abc')).statusCode).toBe(400);
    expect((await req('GET', '/v2/organizations/99999999999999999999')).statusCode).toBe(400);
    expect((await req('GET', '/v2/organizations/987654')).statusCode).toBe(404);
    expect(
      (await req('PUT', '/v2/admin/organizations/987654', admin, { organization: { status: 'accepted' } })).statusCode,
    ).toBe(404);
    expect(
      (await req('PUT', '/v2/admin/organizations/1', admin, { organization: { status: 'maybe' } })).statusCode,
    ).toBe(422);
  });

  it('lets its admins edit it, the name of an accepted one only instance admins; others get 403', async () => {
    const o = await create({ name: 'Editable Trust' });
    const renamed = await req('PUT', `/v2/organizations/${o.id}`, founder, { organization: { name: 'Edited Trust' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await review(o.id, { status: 'accepted' });
    const edited = await req('PUT', `/v2/organizations/${o.id}`, founder, {
      organization: { description: '<p>New</p>', website_url: '', name: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.attributes).toMatchObject({
      name: 'Edited Trust',
      description: '<p>New</p>',
      website_url: null,
      name_editable: false,
    });
    const rename = await req('PUT', `/v2/organizations/${o.id}`, founder, { organization: { name: 'Official Club' } });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().errors['organization.name']).toBeDefined();
    const other = await req('PUT', `/v2/organizations/${o.id}`, fan, {
      organization: { description: '<p>Hacked</p>' },
    });
    expect(other.statusCode).toBe(403);
    expect(isErrorBody(other.json())).toBe(true);
    expect((await req('PUT', `/v2/organizations/${o.id}`, undefined, { organization: {} })).statusCode).toBe(401);
    const byAdmin = await req('PUT', `/v2/organizations/${o.id}`, admin, { organization: { name: 'Official Trust' } });
    expect(byAdmin.json().data.attributes.name).toBe('Official Trust');
  });

  it('lists its users page by page; admins add and remove them and set the organization shown with a name', async () => {
    const o = await create({ name: 'Members Trust' });
    await review(o.id, { status: 'accepted' });
    const fredId = await userId(fan);
    const added = await req('POST', `/v2/admin/organizations/${o.id}/organization_users`, admin, {
      organization_user: { user_id: fredId },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.attributes.role).toBe('member');
    const page1 = await req('GET', `/v2/organizations/${o.id}/organization_users?per_page=1`);
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['total-count']).toBe('2');
    expect(page1.json().data[0].attributes.role).toBe('admin');
    expect(page1.json().included[0]).toMatchObject({ type: 'user', attributes: { slug: 'fiona' } });
    const page2 = await req('GET', `/v2/organizations/${o.id}/organization_users?per_page=1&page=2`);
    expect(page2.json().included[0]).toMatchObject({ id: fredId, attributes: { slug: 'fred' } });
    expect((await req('GET', `/v2/organizations/${o.id}`)).json().data.attributes.users_count).toBe(2);

    // The shown organization: one the user belongs to and that is accepted.
    const stranger = await create({ name: 'Not Fred’s' }, admin);
    const refused = await req('PUT', `/v2/admin/users/${fredId}/organization`, admin, { organization_id: stranger.id });
    expect(refused.statusCode).toBe(422);
    const set = await req('PUT', `/v2/admin/users/${fredId}/organization`, admin, { organization_id: o.id });
    expect(set.statusCode, set.body).toBe(200);
    const me = (await req('GET', '/v2/user/show', fan)).json();
    expect(me.data.relationships.organization.data).toEqual({ id: o.id, type: 'organization' });
    expect(me.included).toEqual([{ id: o.id, type: 'organization', attributes: { name: 'Members Trust' } }]);
    const profile = (await req('GET', '/v2/profiles/fred')).json();
    expect(profile.data.relationships.organization.data).toEqual({ id: o.id, type: 'organization' });
    expect(profile.included).toEqual([{ id: o.id, type: 'organization', attributes: { name: 'Members Trust' } }]);

    // Rejected: it stops showing with names.
    await review(o.id, { status: 'rejected' });
    expect((await req('GET', '/v2/user/show', fan)).json().data.relationships.organization.data).toBeNull();
    expect((await req('GET', `/v2/organizations/${o.id}`, fan)).statusCode).toBe(404);
    await review(o.id, { status: 'accepted' });
    await req('PUT', `/v2/admin/users/${fredId}/organization`, admin, { organization_id: o.id });
    // Removed from it: the same.
    const removed = await req('DELETE', `/v2/admin/organizations/${o.id}/organization_users/${fredId}`, admin);
    expect(removed.statusCode).toBe(204);
    expect((await req('GET', '/v2/user/show', fan)).json().data.relationships.organization.data).toBeNull();
    expect((await req('GET', `/v2/organizations/${o.id}`)).json().data.attributes.users_count).toBe(1);
    expect(
      (await req('DELETE', `/v2/admin/organizations/${o.id}/organization_users/${fredId}`, admin)).statusCode,
    ).toBe(404);
    // Non-admins never reach the admin API.
    expect(
      (
        await req('POST', `/v2/admin/organizations/${o.id}/organization_users`, founder, {
          organization_user: { user_id: fredId },
        })
      ).statusCode,
    ).toBe(403);
    const audit = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select distinct action from admin_audit_log where action like 'organization.%' or action = 'user.organization'`,
      ),
    ).map((r) => r.action);
    expect(audit.sort()).toEqual(
      ['organization.update', 'organization.user_add', 'organization.user_remove', 'user.organization'].sort(),
    );
  });

  it('deletes an organization with its images; users showing it show none', async () => {
    const res = await postForm(
      admin,
      { 'organization[name]': 'Short Lived' },
      { 'organization[logo_file]': { data: await png(20, 20), type: 'image/png' } },
    );
    const o = res.json().data as OrgData;
    const adminId = await userId(admin);
    await req('PUT', `/v2/admin/users/${adminId}/organization`, admin, { organization_id: o.id });
    expect((await req('GET', '/v2/user/show', admin)).json().included).toHaveLength(1);
    expect((await req('DELETE', `/v2/admin/organizations/${o.id}`, fan)).statusCode).toBe(403);
    expect((await req('DELETE', `/v2/admin/organizations/${o.id}`, admin)).statusCode).toBe(204);
    expect((await req('GET', `/v2/organizations/${o.id}`, admin)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: relativeMediaPath(String(o.attributes.logo_url)) })).statusCode,
    ).toBe(404);
    const me = (await req('GET', '/v2/user/show', admin)).json();
    expect(me.data.relationships.organization.data).toBeNull();
    expect(me.included).toEqual([]);
  });

  it('gates the list on displayList and the rest on enabled; names show with users only while the module is on', async () => {
    const o = await create({ name: 'Gated Trust' }, admin);
    const adminId = await userId(admin);
    await req('PUT', `/v2/admin/users/${adminId}/organization`, admin, { organization_id: o.id });
    try {
      await setModules({ displayList: false, enabled: true });
      const list = await req('GET', '/v2/organizations', fan);
      expect(list.statusCode).toBe(404);
      expect(list.json().code).toBe('MODULE_DISABLED');
      expect((await req('GET', `/v2/organizations/${o.id}`, fan)).statusCode).toBe(200);
      await setModules({ displayList: true, enabled: false });
      expect((await req('GET', '/v2/organizations', fan)).statusCode).toBe(200);
      for (const [method, url] of [
        ['GET', `/v2/organizations/${o.id}`],
        ['GET', `/v2/organizations/${o.id}/organization_users`],
        ['POST', '/v2/organizations'],
        ['PUT', `/v2/organizations/${o.id}`],
      ] as const) {
        const res = await req(method, url, admin, method === 'GET' ? undefined : { organization: { name: 'x' } });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code, url).toBe('MODULE_DISABLED');
      }
      // The admin API stays, and the names go from users.
      expect((await req('GET', '/v2/admin/organizations', admin)).statusCode).toBe(200);
      const me = (await req('GET', '/v2/user/show', admin)).json();
      expect(me.data.relationships.organization.data).toBeNull();
      expect(me.included).toEqual([]);
      expect((await req('GET', '/v2/profiles/boss')).json().data.relationships.organization.data).toBeNull();
    } finally {
      await setModules({ displayList: true, enabled: true });
    }
    expect((await req('GET', '/v2/user/show', admin)).json().included).toEqual([
      { id: o.id, type: 'organization', attributes: { name: 'Gated Trust' } },
    ]);
  });

  it('verifies and unverifies users (admins only, audited, effective at once) and lists accounts with search', async () => {
    const fredId = await userId(fan);
    expect((await req('GET', '/v2/user/show', fan)).json().data.attributes.verified).toBe(false);
    expect((await req('PUT', `/v2/admin/users/${fredId}/verification`, fan, { verified: true })).statusCode).toBe(403);
    expect((await req('PUT', `/v2/admin/users/${fredId}/verification`, undefined, { verified: true })).statusCode).toBe(
      401,
    );
    const on = await req('PUT', `/v2/admin/users/${fredId}/verification`, admin, { verified: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.attributes).toMatchObject({ slug: 'fred', verified: true });
    expect((await req('GET', '/v2/user/show', fan)).json().data.attributes.verified).toBe(true);
    expect((await req('GET', '/v2/profiles/fred')).json().data.attributes.verified).toBe(true);
    const verified = await req('GET', '/v2/admin/users?verified=true&search=FRE', admin);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.map((u: { id: string }) => u.id)).toEqual([fredId]);
    expect(verified.headers['total-count']).toBe('1');
    const off = await req('PUT', `/v2/admin/users/${fredId}/verification`, admin, { verified: false });
    expect(off.json().data.attributes.verified).toBe(false);
    expect((await req('GET', '/v2/user/show', fan)).json().data.attributes.verified).toBe(false);
    expect((await req('GET', '/v2/admin/users', fan)).statusCode).toBe(403);
    expect((await req('PUT', '/v2/admin/users/987654/verification', admin, { verified: true })).statusCode).toBe(404);
    expect((await req('PUT', `/v2/admin/users/${fredId}/verification`, admin, { verified: 'maybe' })).statusCode).toBe(
      422,
    );
    const audit = rowsOf<{ details: { from: boolean; to: boolean } | string }>(
      await t.database.db.execute(
        sql`select details from admin_audit_log where action = 'user.verification' and target_id = ${fredId} order by id`,
      ),
    ).map((r) => (typeof r.details === 'string' ? JSON.parse(r.details) : r.details));
    expect(audit).toEqual([
      { from: false, to: true },
      { from: true, to: false },
    ]);
  });
});
