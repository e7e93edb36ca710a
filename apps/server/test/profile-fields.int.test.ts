import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { seedDemoProfileFields } from '../src/modules/profile-fields/seed.ts';
import { isErrorBody } from './helpers.ts';
import { useTestApp, adminToken, fanToken, sendForm } from './fixtures.ts';

interface FieldDoc {
  id: string;
  attributes: { key: string; name: string; field_type: string; is_multi: boolean; required: boolean };
  relationships: { profile_field_options: { data: Array<{ id: string }> } };
}
interface Answer {
  id: string;
  type: 'user_profile_field';
  attributes: { value: string };
  relationships: { profile_field: { data: { id: string } } };
}

describe('profile fields, answers in PUT /auth, countries', () => {
  const t = useTestApp({ admin: true, timeout: 120_000 });
  let admin: string;
  let fan: string;
  let other: string;
  const fields: Record<string, FieldDoc> = {};
  const options: Record<string, string[]> = {};

  const req = t.req;
  const save = (answers: unknown, token = fan) => req('PUT', '/auth', token, { profile_fields: answers });
  const answersOf = async (token = fan) => {
    const res = await req('GET', '/v2/user/show', token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { relationships: Record<string, { data: unknown }> }; included: Answer[] };
    const answers = body.included.filter((r) => r.type === 'user_profile_field');
    expect(body.data.relationships.user_profile_fields?.data).toEqual(
      answers.map((a) => ({ id: a.id, type: 'user_profile_field' })),
    );
    return answers.map((a) => [a.relationships.profile_field.data.id, a.attributes.value]);
  };

  beforeAll(async () => {
    admin = await adminToken(t.keys);
    fan = await fanToken(t.keys, 'fiona');
    other = await fanToken(t.keys, 'oscar');
    await seedDemoProfileFields(t.app);
    const list = (await req('GET', '/v2/profile_fields')).json() as { data: FieldDoc[] };
    for (const f of list.data) {
      fields[f.attributes.key] = f;
      options[f.attributes.key] = f.relationships.profile_field_options.data.map((o) => o.id);
    }
  }, 120_000);

  it('seeds the demo fields once, and lists them with their options in the request language', async () => {
    await seedDemoProfileFields(t.app);
    const count = rowsOf<{ n: number | string }>(
      await t.database.db.execute(sql`select count(*) as n from profile_fields`),
    );
    expect(Number(count[0]?.n)).toBe(4);
    const de = await t.app.inject({
      method: 'GET',
      url: '/v2/profile_fields',
      headers: { 'requested-language': 'de' },
    });
    const body = de.json() as {
      data: FieldDoc[];
      included: Array<{
        type: string;
        attributes: { name: string };
        relationships: { profile_field: { data: { id: string } } };
      }>;
    };
    expect(
      body.data.map((f) => [f.attributes.key, f.attributes.name, f.attributes.field_type, f.attributes.is_multi]),
    ).toEqual([
      ['favourite_player', 'Lieblingsspieler', 'select', false],
      ['where_do_you_watch', 'Wo schaust du die Spiele?', 'select', true],
      ['country', 'Land', 'country', false],
      ['fan_since', 'Fan seit', 'text', false],
    ]);
    const watch = body.included.filter((o) => o.relationships.profile_field.data.id === fields.where_do_you_watch!.id);
    expect(watch.map((o) => o.attributes.name)).toEqual(['Im Stadion', 'Zu Hause', 'In der Kneipe', 'Unterwegs']);
    expect(body.included.every((o) => o.type === 'profile_field_option')).toBe(true);
  });

  it('saves answers with PUT /auth and shows them in /v2/user/show, replacing only the fields given', async () => {
    const [player, watch, country, since] = ['favourite_player', 'where_do_you_watch', 'country', 'fan_since'].map(
      (k) => fields[k]!.id,
    );
    const res = await save([
      { profile_field_id: player, value: options.favourite_player![1] },
      { profile_field_id: Number(watch), values: [options.where_do_you_watch![0], options.where_do_you_watch![2]] },
      { profile_field_id: country, value: 'de' },
      { profile_field_id: since, value: '  1998, the cup final  ' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { included: Answer[] }).included).toHaveLength(5);
    expect(await answersOf()).toEqual([
      [player, options.favourite_player![1]],
      [watch, options.where_do_you_watch![0]],
      [watch, options.where_do_you_watch![2]],
      [country, 'DE'],
      [since, '1998, the cup final'],
    ]);
    // Only the multi field changes; the others stay.
    expect((await save([{ profile_field_id: watch, values: [options.where_do_you_watch![3]] }])).statusCode).toBe(200);
    const after = await answersOf();
    expect(after.filter(([f]) => f === watch)).toEqual([[watch, options.where_do_you_watch![3]]]);
    expect(after).toHaveLength(4);
    // null or empty clears a field that is not required.
    expect(
      (
        await save([
          { profile_field_id: since, value: null },
          { profile_field_id: watch, values: [] },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await answersOf()).map(([f]) => f)).toEqual([player, country]);
    // Another user's answers are theirs alone: none for a fresh user.
    expect(await answersOf(other)).toEqual([]);
  });

  it('takes the answers as multipart too (indexed parts, or one JSON part)', async () => {
    const watch = fields.where_do_you_watch!.id;
    const res = await sendForm(req, 'PUT', '/auth', fan, [
      { name: 'display_name', value: 'Fiona' },
      { name: 'profile_fields[0][profile_field_id]', value: watch },
      { name: 'profile_fields[0][values][]', value: options.where_do_you_watch![0]! },
      { name: 'profile_fields[0][values][]', value: options.where_do_you_watch![1]! },
      { name: 'profile_fields[1][profile_field_id]', value: fields.country!.id },
      { name: 'profile_fields[1][value]', value: 'IT' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await answersOf()).filter(([f]) => f === watch || f === fields.country!.id)).toEqual([
      [watch, options.where_do_you_watch![0]],
      [watch, options.where_do_you_watch![1]],
      [fields.country!.id, 'IT'],
    ]);
    const res2 = await sendForm(req, 'PUT', '/auth', fan, [
      { name: 'profile_fields', value: JSON.stringify([{ profile_field_id: fields.country!.id, value: 'FR' }]) },
    ]);
    expect(res2.statusCode, res2.body).toBe(200);
    expect((await answersOf()).find(([f]) => f === fields.country!.id)).toEqual([fields.country!.id, 'FR']);
    const res3 = await sendForm(req, 'PUT', '/auth', fan, [{ name: 'profile_fields', value: '[{"broken' }]);
    expect(res3.statusCode).toBe(422);
    expect(res3.json().errors.profile_fields).toEqual(['is not valid JSON']);
  });

  it('refuses wrong answers with field errors and writes nothing of the save', async () => {
    const [player, watch, country, since] = ['favourite_player', 'where_do_you_watch', 'country', 'fan_since'].map(
      (k) => fields[k]!.id,
    );
    const before = await answersOf();
    const cases: Array<[unknown, string, string]> = [
      [
        [{ profile_field_id: player, value: options.where_do_you_watch![0] }],
        'profile_fields.favourite_player',
        'is not an option of this field',
      ],
      [
        [{ profile_field_id: player, value: 'Somebody' }],
        'profile_fields.favourite_player',
        'is not an option of this field',
      ],
      [
        [{ profile_field_id: player, values: [options.favourite_player![0]] }],
        'profile_fields.favourite_player',
        'takes one value: send value, not values',
      ],
      [
        [{ profile_field_id: watch, values: ['999999'] }],
        'profile_fields.where_do_you_watch',
        'is not an option of this field',
      ],
      [[{ profile_field_id: country, value: 'XX' }], 'profile_fields.country', 'is not a known country code'],
      [[{ profile_field_id: country, value: 'Germany' }], 'profile_fields.country', 'is not a known country code'],
      [
        [{ profile_field_id: since, value: 'x'.repeat(201) }],
        'profile_fields.fan_since',
        'is too long (maximum is 200 characters)',
      ],
      [[{ profile_field_id: since, value: 'a\u0007b' }], 'profile_fields.fan_since', 'contains invalid characters'],
      [
        [{ profile_field_id: since, value: 'a', values: ['b'] }],
        'profile_fields.fan_since',
        'takes value or values, not both',
      ],
      [[{ profile_field_id: since }], 'profile_fields.fan_since', 'needs a value (or values)'],
      [
        [
          { profile_field_id: since, value: 'a' },
          { profile_field_id: since, value: 'b' },
        ],
        'profile_fields.fan_since',
        'is given twice',
      ],
      [[{ profile_field_id: '987654', value: 'a' }], 'profile_fields[0].profile_field_id', 'does not exist'],
      // Not a list: the schema refuses it.
      [{ profile_field_id: since, value: 'a' }, 'profile_fields', ''],
    ];
    for (const [answers, field, message] of cases) {
      const res = await save(answers);
      expect(res.statusCode, JSON.stringify(answers)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(answers)).toBeLessThan(500);
      expect(isErrorBody(res.json())).toBe(true);
      if (res.statusCode === 422 && field !== 'profile_fields') {
        expect(res.json().errors[field], JSON.stringify(res.json())).toEqual([message]);
      }
    }
    // A valid answer beside a wrong one is not written either.
    const mixed = await save([
      { profile_field_id: since, value: 'written?' },
      { profile_field_id: country, value: 'ZZ' },
    ]);
    expect(mixed.statusCode).toBe(422);
    expect(await answersOf()).toEqual(before);
  });

  it('keeps a required field from being cleared, and applies the admin changes to the answers', async () => {
    const country = fields.country!.id;
    const up = await req('PUT', `/v2/admin/profile_fields/${country}`, admin, { profile_field: { required: true } });
    expect(up.statusCode, up.body).toBe(200);
    const cleared = await save([{ profile_field_id: country, value: '' }]);
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors['profile_fields.country']).toEqual(["can't be blank"]);
    expect(cleared.json().errors.full_messages).toEqual(["Country can't be blank"]);
    await req('PUT', `/v2/admin/profile_fields/${country}`, admin, { profile_field: { required: false } });

    // Deleting an option takes the answers that chose it.
    const player = fields.favourite_player!;
    expect((await save([{ profile_field_id: player.id, value: options.favourite_player![1] }])).statusCode).toBe(200);
    const admins = (await req('GET', '/v2/admin/profile_fields', admin)).json() as {
      data: Array<{ id: string; attributes: { options: Array<{ id: string; name: Record<string, string> }> } }>;
    };
    const kept = admins.data
      .find((f) => f.id === player.id)!
      .attributes.options.filter((o) => o.id !== options.favourite_player![1]);
    const res = await req('PUT', `/v2/admin/profile_fields/${player.id}`, admin, {
      profile_field: { options: [...kept.map((o) => ({ id: o.id, name: o.name })), { name: { en: 'New Signing' } }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.attributes.options.map((o: { name: { en: string } }) => o.name.en)).toEqual([
      'Luca Moretti',
      'Sam Okafor',
      'Timo Keller',
      'New Signing',
    ]);
    expect((await answersOf()).some(([f]) => f === player.id)).toBe(false);
  });

  it('lets admins create, change and delete fields, with their rules', async () => {
    const bad: Array<[unknown, string]> = [
      [{ key: 'bio', name: { en: 'Bio' }, field_type: 'text', is_multi: true }, 'is_multi'],
      [{ key: 'team', name: { en: 'Team' }, field_type: 'select' }, 'options'],
      [{ key: 'about', name: { en: 'About' }, field_type: 'text', options: [{ name: { en: 'x' } }] }, 'options'],
      [{ key: 'country', name: { en: 'Again' }, field_type: 'country' }, 'key'],
      [{ key: 'Bad Key', name: { en: 'x' }, field_type: 'text' }, 'profile_field.key'],
      [{ key: 'blank', name: { en: '   ' }, field_type: 'text' }, 'name.en'],
    ];
    for (const [body, field] of bad) {
      const res = await req('POST', '/v2/admin/profile_fields', admin, { profile_field: body });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect((await req('POST', '/v2/admin/profile_fields', fan, { profile_field: bad[0]![0] })).statusCode).toBe(403);

    const created = await req('POST', '/v2/admin/profile_fields', admin, {
      profile_field: {
        key: 'shirt_size',
        name: { en: 'Shirt size', de: 'Trikotgröße', it: 'Taglia' },
        field_type: 'select',
        is_multi: true,
        position: 9,
        options: [{ name: { en: 'S' } }, { name: { en: 'M' } }, { name: { en: 'L' } }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const optionIds = (created.json().data.attributes.options as Array<{ id: string }>).map((o) => o.id);
    expect((await save([{ profile_field_id: id, values: optionIds.slice(0, 2) }])).statusCode).toBe(200);
    // Multi to single clears the answers (two values would not fit).
    const single = await req('PUT', `/v2/admin/profile_fields/${id}`, admin, { profile_field: { is_multi: false } });
    expect(single.statusCode, single.body).toBe(200);
    expect((await answersOf()).some(([f]) => f === id)).toBe(false);
    expect(
      (
        await req('PUT', `/v2/admin/profile_fields/${id}`, admin, {
          profile_field: { options: [{ id: '987654', name: { en: 'x' } }] },
        })
      ).statusCode,
    ).toBe(422);
    expect((await req('DELETE', `/v2/admin/profile_fields/${id}`, admin)).statusCode).toBe(204);
    expect((await req('DELETE', `/v2/admin/profile_fields/${id}`, admin)).statusCode).toBe(404);
    expect(
      (await req('PUT', `/v2/admin/profile_fields/${id}`, admin, { profile_field: { required: true } })).statusCode,
    ).toBe(404);
  });

  it('does not show the answers on the public profile', async () => {
    const res = await req('GET', '/v2/profiles/fiona', other);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('user_profile_field');
  });

  it('lists countries, states and cities, cached, with paging and search', async () => {
    const countries = await req('GET', '/v2/countries');
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['cache-control']).toContain('max-age=86400');
    const list = countries.json().data as Array<{ id: string; attributes: { name: string; flag: string } }>;
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((c) => c.id === 'DE')?.attributes.name).toBe('Germany');

    const states = (await req('GET', '/v2/countries/de/states')).json().data as Array<{
      id: string;
      attributes: { iso_code: string; name: string };
    }>;
    expect(states.find((s) => s.attributes.iso_code === 'BY')).toMatchObject({
      id: 'DE-BY',
      attributes: { name: 'Bavaria' },
    });
    expect((await req('GET', '/v2/countries/XX/states')).statusCode).toBe(404);
    expect((await req('GET', '/v2/countries/Germany/states')).statusCode).toBe(400);

    const page = await req('GET', '/v2/countries/DE/states/BY/cities?per_page=5&page=2');
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toHaveLength(5);
    expect(Number(page.headers['total-count'])).toBeGreaterThan(1000);
    expect(page.headers['current-page']).toBe('2');
    // Accents ignored; names that start with the search come before names that contain it.
    const found = (await req('GET', '/v2/countries/DE/states/BY/cities?search=munch&per_page=100')).json()
      .data as Array<{ attributes: { name: string } }>;
    const names = found.map((c) => c.attributes.name);
    expect(names.slice(0, 2)).toEqual(['Münchberg', 'Münchsmünster']);
    expect(names.indexOf('Garching bei München')).toBeGreaterThan(names.indexOf('Münchsteinach'));
    expect(names.every((n) => n.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').includes('munch'))).toBe(true);
    expect((await req('GET', '/v2/countries/DE/states/XX/cities')).statusCode).toBe(404);
  });
});
