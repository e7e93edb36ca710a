import fs from 'node:fs/promises';
import path from 'node:path';
import { withModule } from '@tribune/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_MEDIA_CAP } from '../src/modules/user-media/service.ts';
import { isErrorBody, rawGet, relativeMediaPath } from './helpers.ts';
import { useTestApp, adminToken, fanToken, png as solidPng, type Part, sendForm } from './fixtures.ts';

const png = (width: number, height: number) => solidPng(width, height, { r: 20, g: 120, b: 90 });

interface Medium {
  id: string;
  type: string;
  attributes: { file: string; width: number; height: number };
}

describe('user media and the groups on profiles', () => {
  const t = useTestApp({
    admin: true,
    dataDir: 'tribune-user-media-',
    config: { uploadMaxBytes: 200_000 },
    timeout: 120_000,
  });
  let fan: string;
  let other: string;
  let stranger: string;
  let admin: string;

  const req = t.req;
  const upload = async (token: string, parts: Part[]) => sendForm(t.req, 'POST', '/v2/user_media', token, parts);
  const image = async (token = fan, width = 40, height = 30) =>
    upload(token, [
      { name: 'user_medium[file]', value: await png(width, height), filename: 'a.png', type: 'image/png' },
    ]);

  beforeAll(async () => {
    fan = await fanToken(t.keys, 'mia');
    other = await fanToken(t.keys, 'olaf');
    stranger = await fanToken(t.keys, 'sven');
    admin = await adminToken(t.keys);
    for (const token of [fan, other, stranger, admin]) await req('GET', '/v2/user/show', token);
  }, 120_000);

  it('stores an upload checked by its content as WebP and serves it', async () => {
    const res = await image(fan, 3000, 1500);
    expect(res.statusCode, res.body).toBe(201);
    const medium = res.json().data as Medium;
    expect(medium).toMatchObject({ type: 'user_medium', attributes: { width: 2048, height: 1024 } });
    const file = await rawGet(t.app, relativeMediaPath(medium.attributes.file));
    expect(file.status).toBe(200);
    expect(file.type).toBe('image/webp');

    // JSON carries a data URL.
    const dataUrl = `data:image/png;base64,${(await png(10, 12)).toString('base64')}`;
    const json = await req('POST', '/v2/user_media', fan, { user_medium: { file: dataUrl } });
    expect(json.statusCode, json.body).toBe(201);
    expect(json.json().data.attributes).toMatchObject({ width: 10, height: 12 });
  });

  it('refuses what is not an image, a lie about the type, a missing file and unknown fields', async () => {
    const cases = [
      await upload(fan, [{ name: 'user_medium[file]', value: 'not an image', filename: 'a.png', type: 'image/png' }]),
      await upload(fan, [{ name: 'user_medium[file]', value: await png(5, 5), filename: 'a.gif', type: 'image/gif' }]),
      await upload(fan, [{ name: 'user_medium[other]', value: 'x' }]),
      await upload(fan, [
        { name: 'user_medium[avatar]', value: await png(5, 5), filename: 'a.png', type: 'image/png' },
      ]),
      await upload(fan, []),
      await req('POST', '/v2/user_media', fan, { user_medium: {} }),
      await req('POST', '/v2/user_media', fan, { user_medium: { file: 'data:image/png;base64,AAAA' } }),
      await req('POST', '/v2/user_media', fan, { user_medium: { file: 'https://example.test/a.png' } }),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(res.statusCode === 400 ? 400 : 422);
      expect(isErrorBody(res.json())).toBe(true);
    }
    expect(cases[0]!.json().code).toBe('UNSUPPORTED_IMAGE');
    expect(cases[4]!.json().errors['user_medium.file']).toEqual(["can't be blank"]);
    const big = await upload(fan, [
      { name: 'user_medium[file]', value: Buffer.alloc(300_000, 1), filename: 'a.png', type: 'image/png' },
    ]);
    expect(big.statusCode).toBe(413);
    expect((await req('POST', '/v2/user_media', undefined, { user_medium: {} })).statusCode).toBe(401);
  });

  it("lists the caller's own images, paged; another user's image is 404 to delete", async () => {
    const mine = (await req('GET', '/v2/user_media?per_page=1', fan)).json() as {
      data: Medium[];
      meta: { total: number; limit: number };
    };
    expect(mine.meta).toEqual({ total: 2, limit: USER_MEDIA_CAP });
    expect(mine.data).toHaveLength(1);
    expect((await req('GET', '/v2/user_media', other)).json().data).toEqual([]);
    const id = mine.data[0]!.id;
    const theirs = await req('DELETE', `/v2/user_media/${id}`, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('NOT_FOUND');
    const file = relativeMediaPath(mine.data[0]!.attributes.file);
    expect((await req('DELETE', `/v2/user_media/${id}`, fan)).statusCode).toBe(204);
    expect((await req('DELETE', `/v2/user_media/${id}`, fan)).statusCode).toBe(404);
    expect((await rawGet(t.app, file)).status).toBe(404);
    expect((await req('GET', '/v2/user_media', fan)).json().meta.total).toBe(1);
  });

  it(`stops at ${USER_MEDIA_CAP} images per user with a clear error, also for parallel uploads`, async () => {
    const small = await png(4, 4);
    const send = () =>
      upload(other, [{ name: 'user_medium[file]', value: small, filename: 'a.png', type: 'image/png' }]);
    const results = await Promise.all(Array.from({ length: USER_MEDIA_CAP + 5 }, send));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(USER_MEDIA_CAP);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([422, 422, 422, 422, 422]);
    expect(refused[0]!.json().code).toBe('USER_MEDIA_LIMIT');
    expect((await req('GET', '/v2/user_media', other)).json().meta.total).toBe(USER_MEDIA_CAP);
    // Refused uploads leave no file behind.
    const files = await fs.readdir(
      path.join(t.dataDir, 'media', 'users', (await req('GET', '/v2/user/show', other)).json().data.id),
    );
    expect(files).toHaveLength(USER_MEDIA_CAP);
  });

  describe('groups on a public profile', () => {
    const slugs: Record<string, string> = {};
    beforeAll(async () => {
      const { config } = t.app.instance.snapshot();
      await t.app.instance.update({ moduleConfig: withModule(config, 'spaces', true) });
      await req('PUT', '/v2/admin/fan_group_settings', admin, { fan_group_settings: { review_new_groups: false } });
      const groups: Array<[string, Record<string, string>]> = [
        ['Open Stand', {}],
        ['Secret Circle', { access: 'privately_accessible', visibility: 'privately_visible' }],
        ['Closed Door', { access: 'privately_accessible' }],
      ];
      for (const [name, settings] of groups) {
        const res = await req('POST', '/v2/fan_groups', other, { fan_group: { name, ...settings } });
        expect(res.statusCode, res.body).toBe(201);
        slugs[name] = res.json().data.attributes.slug;
      }
      // Mia joins the open group and is invited to (and joins) the secret one.
      expect((await req('POST', `/v2/fan_groups/${slugs['Open Stand']}/join`, fan)).statusCode).toBe(200);
      const invite = await req('POST', `/v2/fan_groups/${slugs['Secret Circle']}/invite`, other, {
        user_slugs: ['mia'],
      });
      expect(invite.statusCode, invite.body).toBe(200);
      expect((await req('POST', `/v2/fan_groups/${slugs['Secret Circle']}/join`, fan)).statusCode).toBe(200);
    });

    const groupsOf = async (slug: string, token?: string) => {
      const res = await req('GET', `/v2/profiles/${slug}/fan_groups`, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Array<{ attributes: { name: string } }>).map((g) => g.attributes.name).sort();
    };

    it('lists the groups the user belongs to that the viewer may see: a private invisible group only to its members', async () => {
      expect(await groupsOf('mia', stranger)).toEqual(['Open Stand']);
      expect(await groupsOf('mia')).toEqual(['Open Stand']);
      expect(await groupsOf('mia', fan)).toEqual(['Open Stand', 'Secret Circle']);
      expect(await groupsOf('mia', other)).toEqual(['Open Stand', 'Secret Circle']);
      expect(await groupsOf('mia', admin)).toEqual(['Open Stand', 'Secret Circle']);
      // The owner's list: a privately accessible but visible group shows to everybody.
      expect(await groupsOf('olaf', stranger)).toEqual(['Closed Door', 'Open Stand']);
      const res = await req('GET', '/v2/profiles/mia/fan_groups', stranger);
      expect(res.headers['total-count']).toBe('1');
      expect(res.json().meta.total).toBe(1);
    });

    it('answers 404 for a missing profile and while the spaces module is off', async () => {
      expect((await req('GET', '/v2/profiles/nobody-here/fan_groups', fan)).statusCode).toBe(404);
      const { config } = t.app.instance.snapshot();
      await t.app.instance.update({ moduleConfig: withModule(config, 'spaces', false) });
      const off = await req('GET', '/v2/profiles/mia/fan_groups', fan);
      expect(off.statusCode).toBe(404);
      expect(off.json().code).toBe('MODULE_DISABLED');
      await t.app.instance.update({ moduleConfig: withModule(config, 'spaces', true) });
    });
  });
});
