import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { ensureDemoFans } from '../src/modules/users/demo-fans.ts';
import { seedDemoVotings } from '../src/modules/votings/seed.ts';
import { multipart } from './comments-fixtures.ts';
import { replyNotificationPath } from './notifications-fixtures.ts';
import { createTestApp, isErrorBody } from './helpers.ts';
import { bearer, tokenFor } from './tokens.ts';
import { useTestApp, createAdminItem, adminToken, namedFanToken, fanToken } from './fixtures.ts';

interface Option {
  id: string;
  value: string;
  votes: string;
}
interface VotingData {
  id: string;
  type: string;
  attributes: Record<string, unknown> & {
    options: Option[];
    user_votes: Array<Record<string, unknown>>;
    open: boolean;
    slug: string;
  };
  relationships: Record<string, { data: unknown }>;
}

const DAY = 24 * 3600 * 1000;

describe('votings', () => {
  const t = useTestApp({ admin: true, timeout: 120_000 });
  let admin: string;
  let alice: string;
  let bob: string;
  const ids: Record<string, string> = {};
  const options: Record<string, Option[]> = {};

  const req = t.req;
  const createVoting = async (slug: string, endsAt: Date, extra: Record<string, unknown> = {}, publish = true) => {
    const data = await createAdminItem<VotingData>(
      req,
      admin,
      'votings',
      'voting',
      {
        slug,
        title: { en: `Voting ${slug}`, de: `Abstimmung ${slug}` },
        description: { en: '<p>Choose<script>alert(1)</script></p>' },
        ends_at: endsAt.toISOString(),
        options: [
          { value: { en: 'Red', de: 'Rot' } },
          { value: { en: 'Blue', de: 'Blau' } },
          { value: { en: 'Green', de: 'Grün' } },
        ],
        ...extra,
      },
      publish,
    );
    ids[slug] = data.id;
    options[slug] = data.attributes.options;
    return data as { id: string; attributes: Record<string, unknown> };
  };
  const vote = (slug: string, token: string | undefined, optionValues: unknown) =>
    req('POST', `/v2/votings/${ids[slug]}/vote`, token, { option_values: optionValues });
  const optionId = (slug: string, value: string) => {
    const o = options[slug]?.find((x) => (x.value as unknown as Record<string, string>).en === value);
    if (!o) throw new Error(`no option ${value} in ${slug}`);
    return o.id;
  };
  /** An admin's update of the `draft` voting. */
  const putDraft = (payload: unknown) => req('PUT', `/v2/admin/votings/${ids.draft}`, admin, payload);
  /** Each option's value and votes, in the voting's order. */
  const tally = (voting: VotingData) => voting.attributes.options.map((o) => [o.value, o.votes]);
  const show = async (slug: string, token?: string) => {
    const res = await req('GET', `/v2/votings/${ids[slug]}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as VotingData;
  };

  beforeAll(async () => {
    admin = await adminToken(t.keys);
    alice = await namedFanToken(t.keys, 'alice');
    bob = await namedFanToken(t.keys, 'bob');
    const now = Date.now();
    const created = await createVoting('kit-colour', new Date(now + 10 * DAY));
    expect((created.attributes.description as Record<string, string>).en).toBe('<p>Choose</p>');
    await createVoting('later', new Date(now + 20 * DAY), { max_choices: 2 });
    for (let i = 0; i < 7; i++) await createVoting(`ended-${i}`, new Date(now - (i + 1) * DAY));
    await createVoting('draft', new Date(now + 5 * DAY), {}, false);
    await createVoting('tokens', new Date(now + 30 * DAY), {
      voting_type: 'tokenbased_variable',
      deposit_share: 20,
      unlocks_tokens_at: new Date(now + 60 * DAY).toISOString(),
    });
  }, 120_000);

  it('lists open votings first (soonest end), then the 5 most recent ended ones; drafts never', async () => {
    const res = await req('GET', '/v2/votings');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: VotingData[]; meta: Record<string, unknown> };
    expect(body.data.map((v) => v.attributes.slug)).toEqual([
      'kit-colour',
      'later',
      'tokens',
      'ended-0',
      'ended-1',
      'ended-2',
      'ended-3',
      'ended-4',
    ]);
    expect(body.meta).toEqual({ open_count: 3, ended_count: 5, search_locale: 'en' });
    expect(body.data[0]!.attributes).toMatchObject({
      open: true,
      voting_type: 'tokenless',
      max_choices: 1,
      comments_count: 0,
      voters_count: 0,
      votes_total: '0',
      user_votes: [],
      voted_by_current_user: false,
      share_distribution: { deposit_share: null },
    });
    expect(body.data[2]!.attributes.share_distribution).toEqual({ deposit_share: 20 });
    expect(body.data[3]!.attributes.open).toBe(false);
    expect(res.headers['total-count']).toBe('8');
    const de = await req('GET', `/v2/votings/${ids['kit-colour']}`, undefined, undefined, { 'accept-language': 'de' });
    expect(de.json().data.attributes.title).toBe('Abstimmung kit-colour');
    expect(de.json().data.attributes.options.map((o: Option) => o.value)).toEqual(['Rot', 'Blau', 'Grün']);
  });

  it('hides drafts (404 like a missing id) from everybody but admins, their comments too', async () => {
    const url = `/v2/votings/${ids.draft}`;
    expect((await req('GET', url)).statusCode).toBe(404);
    const fan = await req('GET', url, alice);
    expect(fan.statusCode).toBe(404);
    expect(fan.json().code).toBe('NOT_FOUND');
    expect((await req('GET', url, admin)).statusCode).toBe(200);
    expect((await vote('draft', alice, [{ option_id: optionId('draft', 'Red') }])).statusCode).toBe(404);
    expect((await req('GET', `${url}/comments`, alice)).statusCode).toBe(404);
    expect((await req('POST', `${url}/comments`, alice, { comment: { body: '<p>x</p>' } })).statusCode).toBe(404);
    expect((await req('GET', '/v2/votings/999999')).statusCode).toBe(404);
    expect((await req('GET', '/v2/votings/abc')).statusCode).toBe(400);
  });

  it('takes one ballot per user, shows it as user_votes and sorts options by votes', async () => {
    expect((await vote('kit-colour', undefined, [{ option_id: optionId('kit-colour', 'Blue') }])).statusCode).toBe(401);
    const res = await vote('kit-colour', alice, [{ option_id: optionId('kit-colour', 'Blue') }]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as VotingData;
    expect(tally(data)).toEqual([
      ['Blue', '1'],
      ['Red', '0'],
      ['Green', '0'],
    ]);
    expect(data.attributes.user_votes).toEqual([
      {
        amount: '1',
        value: 'Blue',
        option_id: optionId('kit-colour', 'Blue'),
        locked_amount: '0',
        unlocks_at: null,
      },
    ]);
    expect(data.attributes).toMatchObject({ voted_by_current_user: true, voters_count: 1, votes_total: '1' });
    expect((data.relationships.current_user_votes!.data as unknown[]).length).toBe(1);

    const again = await vote('kit-colour', alice, [{ option_id: optionId('kit-colour', 'Red') }]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_VOTED', error: 'You have already voted in this voting.' });
    expect(isErrorBody(again.json())).toBe(true);

    expect((await vote('kit-colour', bob, [{ option_id: optionId('kit-colour', 'Green') }])).statusCode).toBe(201);
    // Everybody sees the results; only the viewer's own votes are theirs.
    const guest = await show('kit-colour');
    expect(guest.attributes.options.map((o) => o.votes)).toEqual(['1', '1', '0']);
    expect(guest.attributes.user_votes).toEqual([]);
    expect((await show('kit-colour', bob)).attributes.user_votes).toMatchObject([{ value: 'Green' }]);
  });

  it('refuses malformed ballots with 422 and counts nothing', async () => {
    const red = optionId('kit-colour', 'Red');
    const blue = optionId('kit-colour', 'Blue');
    const carol = await fanToken(t.keys, 'carol');
    const cases: Array<[unknown, string]> = [
      [[], 'option_values'],
      [[{ option_id: red }, { option_id: blue }], 'option_values'],
      [[{ option_id: red }, { option_id: red }], 'option_values'],
      [[{ option_id: optionId('later', 'Red') }], 'option_values'],
      [[{ option_id: red, amount: '5' }], 'option_values'],
      [[{ option_id: 'x' }], 'option_values.0.option_id'],
      [[{ option_id: red, extra: 1 }], 'option_values.0'],
      ['nope', 'option_values'],
    ];
    for (const [values, field] of cases) {
      const res = await vote('kit-colour', carol, values);
      expect(res.statusCode, JSON.stringify(values)).toBe(422);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(
        Object.keys(res.json().errors).some((k) => k.startsWith(field)),
        `${JSON.stringify(values)}: ${res.body}`,
      ).toBe(true);
    }
    expect((await req('POST', `/v2/votings/${ids['kit-colour']}/vote`, carol, {})).statusCode).toBe(422);
    expect((await show('kit-colour')).attributes.voters_count).toBe(2);
    // Carol's ballot is still hers to cast.
    expect((await vote('kit-colour', carol, [{ option_id: red }])).statusCode).toBe(201);
  });

  it('lets a ballot choose up to max_choices options', async () => {
    const [red, blue, green] = ['Red', 'Blue', 'Green'].map((v) => optionId('later', v));
    const three = await vote('later', alice, [{ option_id: red }, { option_id: blue }, { option_id: green }]);
    expect(three.statusCode).toBe(422);
    expect(three.json().errors.option_values).toEqual(['must choose at most 2 options']);
    const two = await vote('later', alice, [{ option_id: red }, { option_id: green }]);
    expect(two.statusCode, two.body).toBe(201);
    const data = two.json().data as VotingData;
    expect(tally(data)).toEqual([
      ['Red', '1'],
      ['Green', '1'],
      ['Blue', '0'],
    ]);
    expect(data.attributes).toMatchObject({ voters_count: 1, votes_total: '2' });
    expect(data.attributes.user_votes.map((v) => v.value)).toEqual(['Red', 'Green']);
    expect((await vote('later', alice, [{ option_id: blue }])).statusCode).toBe(409);
  });

  it('takes no votes after the end (422 VOTING_CLOSED)', async () => {
    const res = await vote('ended-0', alice, [{ option_id: optionId('ended-0', 'Red') }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VOTING_CLOSED',
      error: 'This voting has ended: it takes no more votes.',
    });
    expect((await show('ended-0')).attributes.votes_total).toBe('0');
  });

  it('refuses token votes until the community wallet exists, moving nothing', async () => {
    const red = optionId('tokens', 'Red');
    for (const values of [[{ option_id: red, amount: '100000000' }], [{ option_id: red }]]) {
      const res = await vote('tokens', alice, values);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'TOKEN_VOTES_UNAVAILABLE',
        error: 'Token votes open when the community wallet is available.',
      });
    }
    const data = await show('tokens', alice);
    expect(data.attributes).toMatchObject({ votes_total: '0', voters_count: 0, user_votes: [] });
    const stored = rowsOf<{ n: number }>(
      await t.app.database.db.execute(sql`select count(*)::int as n from votes where voting_id = ${ids.tokens}`),
    );
    expect(Number(stored[0]?.n)).toBe(0);
  });

  it('counts concurrent ballots exactly: 100 users at once, and one user submitting 10 times at once counts once', async () => {
    await createVoting('rush', new Date(Date.now() + 3 * DAY));
    const fans = await Promise.all(
      Array.from({ length: 100 }, (_, i) => tokenFor(t.keys, { sub: `uid-rush-${i}`, slug: `rush-${i}` })),
    );
    const eager = await fanToken(t.keys, 'eager');
    // Sign everybody in first, so the race is about ballots, not about creating accounts.
    for (const token of [...fans, eager]) expect((await req('GET', '/v2/user/show', token)).statusCode).toBe(200);
    const [red, blue, green] = ['Red', 'Blue', 'Green'].map((v) => optionId('rush', v));
    const pickFor = (i: number) => [red, blue, green][i % 3]!;
    const results = await Promise.all([
      ...fans.map((token, i) => vote('rush', token, [{ option_id: pickFor(i) }])),
      ...Array.from({ length: 10 }, () => vote('rush', eager, [{ option_id: red }])),
    ]);
    const fanCodes = results.slice(0, 100).map((r) => r.statusCode);
    const eagerCodes = results.slice(100).map((r) => r.statusCode);
    expect(fanCodes).toEqual(Array(100).fill(201));
    expect(eagerCodes.filter((c) => c === 201)).toHaveLength(1);
    expect(eagerCodes.filter((c) => c === 409)).toHaveLength(9);
    const data = await show('rush', eager);
    expect(tally(data)).toEqual([
      ['Red', '35'],
      ['Blue', '33'],
      ['Green', '33'],
    ]);
    expect(data.attributes).toMatchObject({ voters_count: 101, votes_total: '101' });
    expect(data.attributes.user_votes).toHaveLength(1);
    const stored = rowsOf<{ votes: number; voters: number }>(
      await t.app.database.db.execute(sql`select
        (select count(*)::int from votes where voting_id = ${ids.rush}) as votes,
        (select count(*)::int from voting_participants where voting_id = ${ids.rush}) as voters`),
    );
    expect(stored[0]).toMatchObject({ votes: 101, voters: 101 });
  });

  it('takes comments on a voting (JSON and multipart) and shows them as top_comments', async () => {
    const url = `/v2/votings/${ids['kit-colour']}/comments`;
    const res = await req('POST', url, alice, { comment: { body: '<p>Blue forever</p>' } });
    expect(res.statusCode, res.body).toBe(201);
    const { payload, headers } = multipart({ 'comment[body]': '<p>Green</p>' });
    const form = await t.app.inject({ method: 'POST', url, headers: { ...bearer(bob), ...headers }, payload });
    expect(form.statusCode, form.body).toBe(201);
    const list = await req('GET', url);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(2);
    const data = await show('kit-colour');
    expect(data.attributes.comments_count).toBe(list.json().data.length);
    expect((data.relationships.top_comments!.data as Array<{ id: string }>).map((c) => c.id)).toContain(
      res.json().data.id,
    );
    expect((await req('POST', url, undefined, { comment: { body: '<p>x</p>' } })).statusCode).toBe(401);
    // A reply tells bob, and its link leads to the comment under the voting.
    const { replyId, path: link } = await replyNotificationPath(t.app, form.json().data.id, alice, bob);
    expect(link).toBe(`/en/votings/${ids['kit-colour']}/comments/${replyId}`);
  });

  it('lets admins edit, publish and close votings; options are fixed once anybody voted', async () => {
    const id = ids['kit-colour']!;
    const current = (await req('GET', `/v2/admin/votings/${id}`, admin)).json().data;
    const opts = current.attributes.options as Array<{ id: string; value: Record<string, string> }>;
    expect(opts.map((o) => o.value.en)).toEqual(['Red', 'Blue', 'Green']);
    const body = (options: unknown, extra: Record<string, unknown> = {}) => ({
      voting: {
        slug: 'kit-colour',
        title: { en: 'Kit colour' },
        ends_at: current.attributes.ends_at,
        options,
        ...extra,
      },
    });
    const renamed = await req(
      'PUT',
      `/v2/admin/votings/${id}`,
      admin,
      body(opts.map((o) => ({ id: o.id, value: { en: `${o.value.en}!` } }))),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.attributes.options.map((o: { value: { en: string } }) => o.value.en)).toEqual([
      'Red!',
      'Blue!',
      'Green!',
    ]);
    const removed = await req(
      'PUT',
      `/v2/admin/votings/${id}`,
      admin,
      body(opts.slice(0, 2).map((o) => ({ id: o.id, value: o.value }))),
    );
    expect(removed.statusCode).toBe(409);
    const added = await req(
      'PUT',
      `/v2/admin/votings/${id}`,
      admin,
      body([...opts.map((o) => ({ id: o.id, value: o.value })), { value: { en: 'Pink' } }]),
    );
    expect(added.statusCode).toBe(409);
    // A voting nobody voted in takes any options.
    const draftOpts = options.draft!;
    const draft = await putDraft(
      body([{ id: draftOpts[0]!.id, value: { en: 'Keep' } }, { value: { en: 'New' } }], { slug: 'draft' }),
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data.attributes.options.map((o: { value: { en: string } }) => o.value.en)).toEqual([
      'Keep',
      'New',
    ]);
    // Validation.
    const bad = await putDraft({
      voting: {
        slug: 'draft',
        title: { en: 'x' },
        ends_at: current.attributes.ends_at,
        options: [{ value: { en: 'a' } }],
      },
    });
    expect(bad.statusCode).toBe(422);
    const tooMany = await putDraft(
      body([{ value: { en: 'a' } }, { value: { en: 'b' } }], { slug: 'draft', max_choices: 3 }),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors['voting.max_choices']).toBeDefined();
    const share = await putDraft(
      body([{ value: { en: 'a' } }, { value: { en: 'b' } }], { slug: 'draft', deposit_share: 10 }),
    );
    expect(share.statusCode).toBe(422);
    const taken = await putDraft(body([{ value: { en: 'a' } }, { value: { en: 'b' } }], { slug: 'later' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLUG_TAKEN');
    const foreign = await putDraft(
      body([{ id: opts[0]!.id, value: { en: 'a' } }, { value: { en: 'b' } }], { slug: 'draft' }),
    );
    expect(foreign.statusCode).toBe(422);
    // Access.
    expect((await req('GET', '/v2/admin/votings', alice)).statusCode).toBe(403);
    expect((await req('GET', '/v2/admin/votings')).statusCode).toBe(401);
    const listed = await req('GET', '/v2/admin/votings', admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.some((v: { id: string }) => v.id === ids.draft)).toBe(true);
    // A page past the end has no rows but still the total.
    const beyond = await req('GET', '/v2/admin/votings?page=99', admin);
    expect(beyond.json().data).toEqual([]);
    expect(beyond.headers['total-count']).toBe(listed.headers['total-count']);
    expect(Number(listed.headers['total-count'])).toBeGreaterThan(0);
    expect((await req('GET', '/v2/admin/votings/999999', admin)).statusCode).toBe(404);
    // Closing ends it now: it takes no more votes.
    const closed = await req('POST', `/v2/admin/votings/${id}/close`, admin);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.attributes.open).toBe(false);
    const dave = await fanToken(t.keys, 'dave');
    expect((await vote('kit-colour', dave, [{ option_id: opts[0]!.id }])).json().code).toBe('VOTING_CLOSED');
    expect((await show('kit-colour')).attributes.open).toBe(false);
  });

  it('seeds the demo votings once, through the service, with the demo fans’ ballots', async () => {
    const fresh = await createTestApp({}, { jwks: () => t.keys.jwks });
    try {
      const fans = await ensureDemoFans(fresh.app.database.db);
      await seedDemoVotings(fresh.app, fans);
      await seedDemoVotings(fresh.app, fans);
      const res = await fresh.app.inject({ method: 'GET', url: '/v2/votings' });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: VotingData[]; meta: Record<string, unknown> };
      expect(body.data.map((v) => [v.attributes.slug, v.attributes.open])).toEqual([
        ['player-of-the-month', true],
        ['goal-song', false],
      ]);
      expect(body.data[0]!.attributes.options).toHaveLength(4);
      expect(body.data[0]!.attributes.options.map((o) => [o.value, o.votes]).slice(0, 2)).toEqual([
        ['The new striker', '2'],
        ['The captain', '1'],
      ]);
      expect(body.data[1]!.attributes).toMatchObject({ voters_count: 4, votes_total: '4' });
      expect(body.data[1]!.attributes.options[0]).toMatchObject({ value: 'The fans’ chant', votes: '3' });
      expect(body.meta).toMatchObject({ open_count: 1, ended_count: 1 });
    } finally {
      await fresh.close();
    }
  });
});
