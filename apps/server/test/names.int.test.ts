import { withModule } from '@tribune/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { isErrorBody } from './helpers.ts';
import { bearer, tokenFor } from './tokens.ts';
import { useTestApp, fanToken } from './fixtures.ts';

/** Characters no name may hold: bidirectional controls and noncharacters (docs/DECISIONS.md "Names that cannot spoof"). */
const SPOOFS = ['evil\u202Egnp.exe', 'Fan\uFFFF', '\u2067Club\u2069', 'A\u200Fb', 'A\u061Cb', 'x\uFDD0', 'x\u{1FFFE}'];
const REFUSAL = 'contains a text-direction control or a noncharacter, which names cannot hold';

describe('names refuse bidirectional controls and noncharacters; admins see mixed scripts', () => {
  const t = useTestApp({ config: { adminEmails: ['names-admin@example.test'] }, timeout: 120_000 });
  let admin: string;
  let fan: string;

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const multipart = (fields: Record<string, string>) => {
    const boundary = 'namesboundary';
    const body = Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    return {
      payload: Buffer.from(`${body}--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };
  const refused = (res: { statusCode: number; body: string; json: () => unknown }, field: string) => {
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json() as { errors: Record<string, string[]> };
    expect(isErrorBody(body)).toBe(true);
    expect(body.errors[field], res.body).toContain(REFUSAL);
  };

  beforeAll(async () => {
    const config = withModule(withModule(t.app.instance.snapshot().config, 'spaces', true), 'organizations', true);
    await t.app.instance.update({ moduleConfig: config });
    admin = await tokenFor(t.keys, { sub: 'uid-names-admin', email: 'names-admin@example.test', slug: 'names-admin' });
    fan = await fanToken(t.keys, 'names-fan');
    for (const token of [admin, fan]) expect((await req('GET', '/v2/user/show', token)).statusCode).toBe(200);
  }, 120_000);

  it('refuses them in display names, as JSON and as multipart', async () => {
    for (const name of SPOOFS) refused(await req('PUT', '/auth', fan, { display_name: name }), 'display_name');
    const form = multipart({ display_name: 'evil\u202Egnp.exe' });
    refused(
      await t.app.inject({
        method: 'PUT',
        url: '/auth',
        headers: { ...bearer(fan), ...form.headers },
        payload: form.payload,
      }),
      'display_name',
    );
    expect((await req('PUT', '/auth', fan, { display_name: 'Zoë ☺ Fan' })).statusCode).toBe(200);
  });

  it('refuses them in group names, as JSON and as multipart', async () => {
    for (const name of SPOOFS) {
      refused(await req('POST', '/v2/fan_groups', fan, { fan_group: { name } }), 'fan_group.name');
    }
    const form = multipart({ 'fan_group[name]': 'Fan\uFFFF' });
    refused(
      await t.app.inject({
        method: 'POST',
        url: '/v2/fan_groups',
        headers: { ...bearer(fan), ...form.headers },
        payload: form.payload,
      }),
      'fan_group.name',
    );
  });

  it('refuses them in organization names, by their admins and by instance admins', async () => {
    for (const name of SPOOFS) {
      refused(await req('POST', '/v2/organizations', fan, { organization: { name } }), 'organization.name');
    }
    const form = multipart({ 'organization[name]': 'evil\u202Egnp.exe' });
    refused(
      await t.app.inject({
        method: 'POST',
        url: '/v2/organizations',
        headers: { ...bearer(fan), ...form.headers },
        payload: form.payload,
      }),
      'organization.name',
    );
    const created = await req('POST', '/v2/organizations', fan, { organization: { name: 'Plain Trust' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    refused(
      await req('PUT', `/v2/admin/organizations/${id}`, admin, { organization: { name: 'Plain\u202ETrust' } }),
      'organization.name',
    );
  });

  it('flags names that mix scripts confusably to admins only: users, organizations and groups', async () => {
    // "Pаypal" with a Cyrillic а: allowed, but an admin is warned.
    const spoof = 'P\u0430ypal';
    const mixedFan = await fanToken(t.keys, 'names-mixed');
    expect((await req('PUT', '/auth', mixedFan, { display_name: spoof })).statusCode).toBe(200);
    const users = await req('GET', '/v2/admin/users?search=names-', admin);
    expect(users.statusCode, users.body).toBe(200);
    const warnings = new Map(
      (users.json().data as Array<{ attributes: { slug: string; name_warning: string | null } }>).map((u) => [
        u.attributes.slug,
        u.attributes.name_warning,
      ]),
    );
    expect(warnings.get('names-mixed')).toBe('mixed_scripts');
    expect(warnings.get('names-fan')).toBeNull();

    const org = await req('POST', '/v2/organizations', fan, { organization: { name: `${spoof} Trust` } });
    expect(org.statusCode, org.body).toBe(201);
    expect(org.json().data.attributes.name_warning).toBeNull();
    const orgs = await req('GET', '/v2/admin/organizations?status=submitted', admin);
    const listed = (orgs.json().data as Array<{ id: string; attributes: { name_warning: string | null } }>).find(
      (o) => o.id === org.json().data.id,
    );
    expect(listed?.attributes.name_warning).toBe('mixed_scripts');

    const group = await req('POST', '/v2/fan_groups', fan, { fan_group: { name: `${spoof} fans` } });
    expect(group.statusCode, group.body).toBe(201);
    expect(group.json().data.attributes.name_warning).toBeNull();
    const groups = await req('GET', '/v2/admin/fan_groups', admin);
    expect(groups.statusCode, groups.body).toBe(200);
    const seen = (groups.json().data as Array<{ id: string; attributes: { name_warning: string | null } }>).find(
      (g) => g.id === group.json().data.id,
    );
    expect(seen?.attributes.name_warning).toBe('mixed_scripts');
  });
});
