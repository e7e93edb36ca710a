import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEA_STATUSES } from '@tribune/domain';
import { rowsOf } from '../src/db/client.ts';
import { seedDemoIdeation } from '../src/modules/ideation/seed.ts';
import { adminToken, createAdminItem, namedFanToken, useTestApp } from './fixtures.ts';
import {
  DAY,
  expectClosedParent,
  expectComments,
  expectDemoSeed,
  expectDraftChildHidden,
  expectDraftGate,
  expectFieldErrors,
  expectImageUpload,
  expectLikes,
  expectMalformedChildRequests,
  expectOpenThenEnded,
  openLaterEndedDraft,
} from './participation-fixtures.ts';

interface Doc {
  data: {
    id: string;
    type: string;
    attributes: Record<string, unknown>;
    relationships: Record<string, { data: unknown }>;
  };
  included: Array<{ id: string; type: string; attributes: Record<string, unknown> }>;
}

const STADIUM_IDEAS = {
  parent: '/v2/ideation_missions/stadium',
  children: 'ideas',
  key: 'idea',
  sortParam: 'sort_ideas_by',
  base: '/v2/ideation_missions',
};

describe('ideation missions and ideas', () => {
  const t = useTestApp({ admin: true, dataDir: 'tribune-ideation-', timeout: 120_000 });
  const req = t.req;
  let admin: string;
  let alice: string;
  let bob: string;
  let openId = '';
  let previewToken = '';
  let draftId = '';

  const mission = async (slug: string, endsAt: Date, publish = true) =>
    createAdminItem<{ id: string; attributes: { preview_token: string; description: Record<string, string> } }>(
      req,
      admin,
      'ideation_missions',
      'ideation_mission',
      {
        slug,
        title: { en: `Mission ${slug}`, de: `Mission ${slug} (de)` },
        description: { en: '<p>Tell us<script>alert(1)</script></p>' },
        ends_at: endsAt.toISOString(),
      },
      publish,
    );
  const addIdea = async (slug: string, token: string, idea: Record<string, unknown>) =>
    req('POST', `/v2/ideation_missions/${slug}/ideas`, token, { idea });

  beforeAll(async () => {
    admin = await adminToken(t.keys);
    alice = await namedFanToken(t.keys, 'alice');
    bob = await namedFanToken(t.keys, 'bob');
    const { first, draft } = await openLaterEndedDraft('stadium', mission);
    openId = first.id;
    draftId = draft.id;
    previewToken = draft.attributes.preview_token;
    expect(draft.attributes.description.en).toBe('<p>Tell us</p>');
  }, 120_000);

  it('lists open missions first (soonest end), then the 5 most recent ended ones; drafts never', async () => {
    await expectOpenThenEnded(
      req,
      '/v2/ideation_missions',
      'stadium',
      { ideas_count: 0, title: 'Mission stadium' },
      'Mission stadium (de)',
    );
  });

  it('shows an unpublished mission only to admins and to holders of its preview token', async () => {
    await expectDraftGate(req, {
      base: '/v2/ideation_missions',
      children: 'ideas',
      draftId,
      previewToken,
      admin,
      fan: alice,
      addChild: () => addIdea('draft', alice, { title: 'x', body: '<p>y</p>' }),
    });
  });

  let ideaId = '';
  const idea = () => ({
    url: `/v2/ideation_missions/stadium/ideas/${ideaId}`,
    elsewhere: `/v2/ideation_missions/later/ideas/${ideaId}`,
    type: 'idea',
    id: ideaId,
  });

  it('adds an idea as JSON: title, sanitized body, initial_boost parsed as a base-10 integer', async () => {
    const res = await addIdea('stadium', alice, {
      title: '  Cheaper   pretzels ',
      body: '<p onclick="x()">More <strong>pretzels</strong><script>alert(1)</script></p>',
      initial_boost: '0012',
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json() as Doc;
    ideaId = doc.data.id;
    expect(doc.data.type).toBe('idea');
    expect(doc.data.attributes).toMatchObject({
      id: ideaId,
      slug: `cheaper-pretzels-${ideaId}`,
      title: 'Cheaper pretzels',
      body: '<p>More <strong>pretzels</strong></p>',
      status: 'submitted',
      initial_boost: '12',
      boosts: '0',
      boosted_by_current_user: false,
      comments_count: 0,
      likes_count: 0,
      liked_by_user: false,
      editable: true,
      images: [],
      contract_address: null,
    });
    expect(doc.data.relationships.ideation_mission!.data).toEqual({
      id: openId,
      type: 'ideation_mission',
      slug: 'stadium',
    });
    expect(doc.included).toEqual([
      expect.objectContaining({ type: 'user', attributes: expect.objectContaining({ slug: 'alice' }) }),
    ]);
    const shown = await req('GET', `/v2/ideation_missions/stadium/ideas/${ideaId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.attributes.editable).toBe(false);
    const m = (await req('GET', '/v2/ideation_missions/stadium')).json() as Doc;
    expect(m.data.attributes.ideas_count).toBe(1);
    expect(m.data.relationships.top_ideas!.data).toEqual([{ id: ideaId, type: 'idea' }]);
    expect(m.included.some((r) => r.type === 'idea' && r.id === ideaId)).toBe(true);
  });

  it('refuses bad ideas with 4xx and the error body', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ title: '', body: '<p>x</p>' }, 422, 'idea.title'],
      [{ title: '   ', body: '<p>x</p>' }, 422, 'idea.title'],
      [{ title: 'ok', body: '<p></p>' }, 422, 'idea.body'],
      [{ title: 'ok', body: '<script>alert(1)</script>' }, 422, 'idea.body'],
      [{ title: 'ok', body: '<p>x</p>', initial_boost: '12abc' }, 422, 'idea.initial_boost'],
      [{ title: 'ok', body: '<p>x</p>', initial_boost: '-5' }, 422, 'idea.initial_boost'],
      [{ title: 'ok', body: '<p>x</p>', initial_boost: '1.5' }, 422, 'idea.initial_boost'],
      [{ title: 'ok', body: '<p>x</p>', initial_boost: '9'.repeat(39) }, 422, 'idea.initial_boost'],
      [{ title: 'x'.repeat(201), body: '<p>x</p>' }, 422, 'idea.title'],
      [{ title: 'ok', body: '<p>x</p>', extra: 1 }, 422, 'idea.extra'],
    ];
    await expectFieldErrors(cases, (idea) => addIdea('stadium', bob, idea));
    await expectMalformedChildRequests(req, STADIUM_IDEAS, bob, () =>
      addIdea('stadium', '', { title: 'a', body: '<p>b</p>' }),
    );
  });

  it('adds an idea as multipart with a real PNG image, and refuses a non-image', async () => {
    const res = await expectImageUpload(req, {
      url: '/v2/ideation_missions/stadium/ideas',
      key: 'idea',
      token: bob,
      fields: {
        'idea[title]': 'Fan zone by the river',
        'idea[body]': '<p>Picture this</p>',
        'idea[initial_boost]': '7',
      },
      filename: 'zone.png',
      background: '#22aa55',
      refusedFields: { 'idea[body]': '<p>x</p>' },
    });
    expect(res.json().data.attributes.initial_boost).toBe('7');
  });

  it("lets only the author edit an idea: another user's edit is refused with 403", async () => {
    const edited = await req('PUT', `/v2/ideation_missions/stadium/ideas/${ideaId}`, alice, {
      idea: { title: 'Cheaper pretzels and beer', body: '<p>Edited</p>' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.attributes).toMatchObject({
      title: 'Cheaper pretzels and beer',
      body: '<p>Edited</p>',
      slug: `cheaper-pretzels-and-beer-${ideaId}`,
      initial_boost: '12',
    });
    expect(edited.json().data.attributes.edited_at).not.toBeNull();
    const other = await req('PUT', `/v2/ideation_missions/stadium/ideas/${ideaId}`, bob, {
      idea: { title: 'Mine now' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('Only the author can edit this idea.');
    // Under another mission's slug the idea does not exist.
    expect(
      (await req('PUT', `/v2/ideation_missions/later/ideas/${ideaId}`, alice, { idea: { title: 'x' } })).statusCode,
    ).toBe(404);
    expect((await req('GET', `/v2/ideation_missions/later/ideas/${ideaId}`)).statusCode).toBe(404);
    expect(
      (await req('PUT', `/v2/ideation_missions/stadium/ideas/999999`, alice, { idea: { title: 'x' } })).statusCode,
    ).toBe(404);
    const after = await req('GET', `/v2/ideation_missions/stadium/ideas/${ideaId}`);
    expect(after.json().data.attributes.title).toBe('Cheaper pretzels and beer');
  });

  it('likes and unlikes an idea, counting once per user', async () => {
    await expectLikes(req, idea(), bob, alice, 'bob');
  });

  it('takes comments on an idea; top comments come with the idea', async () => {
    await expectComments(
      t.app,
      req,
      idea(),
      bob,
      alice,
      '<p>Great idea</p>',
      (replyId) => `/en/ideationhub/stadium/idea/${ideaId}/comments/${replyId}`,
    );
  });

  it('lists ideas by top, hot and recent, paged', async () => {
    const top = await req('GET', '/v2/ideation_missions/stadium/ideas?sort_ideas_by=top&per_page=1');
    expect(top.statusCode).toBe(200);
    expect(top.json().data.map((i: Doc['data']) => i.id)).toEqual([ideaId]);
    expect(top.headers['total-count']).toBe('2');
    expect(top.json().meta).toEqual({ sort_ideas_by: 'top' });
    const recent = await req('GET', '/v2/ideation_missions/stadium/ideas?sort_ideas_by=recent');
    expect(recent.json().data[0].id).not.toBe(ideaId);
    const hot = await req('GET', '/v2/ideation_missions/stadium/ideas?sort_ideas_by=hot');
    expect(hot.json().data).toHaveLength(2);
    const past = await req('GET', '/v2/ideation_missions/stadium/ideas?page=5');
    expect(past.json().data).toEqual([]);
    expect(past.headers['total-count']).toBe('2');
  });

  it('lets only admins set the status; the author is notified; rejected ideas stay visible', async () => {
    const url = `/v2/admin/ideas/${ideaId}/status`;
    expect((await req('PUT', url, bob, { status: 'accepted' })).statusCode).toBe(403);
    expect((await req('PUT', url, undefined, { status: 'accepted' })).statusCode).toBe(401);
    expect((await req('PUT', url, admin, { status: 'approved' })).statusCode).toBe(422);
    expect((await req('PUT', '/v2/admin/ideas/999999/status', admin, { status: 'accepted' })).statusCode).toBe(404);
    const set = await req('PUT', url, admin, { status: 'accepted' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.attributes).toMatchObject({ status: 'accepted', ideation_mission_slug: 'stadium' });
    const shown = await req('GET', `/v2/ideation_missions/stadium/ideas/${ideaId}`);
    expect(shown.json().data.attributes.status).toBe('accepted');

    const inbox = await req('GET', '/v2/notifications', alice);
    expect(inbox.statusCode).toBe(200);
    const n = (inbox.json().data as Array<{ attributes: { key: string; parameters: Record<string, unknown> } }>).find(
      (x) => x.attributes.key === 'idea.status_changed',
    );
    expect(n?.attributes.parameters.serialized_resource).toEqual({
      type: 'idea',
      id: ideaId,
      title: 'Cheaper pretzels and beer',
      parent: { type: 'ideation_mission', id: openId, slug: 'stadium' },
    });
    // Setting the same status again tells nobody.
    await req('PUT', url, admin, { status: 'accepted' });
    const again = (await req('GET', '/v2/notifications', alice)).json().data as Array<{ attributes: { key: string } }>;
    expect(again.filter((x) => x.attributes.key === 'idea.status_changed')).toHaveLength(1);

    for (const status of IDEA_STATUSES) expect((await req('PUT', url, admin, { status })).statusCode).toBe(200);
    expect((await req('GET', `/v2/ideation_missions/stadium/ideas/${ideaId}`)).json().data.attributes.status).toBe(
      'implemented',
    );
    await req('PUT', url, admin, { status: 'rejected' });
    const rejected = await req('GET', `/v2/ideation_missions/stadium/ideas/${ideaId}`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.attributes.status).toBe('rejected');
  });

  it('a closed mission takes no new ideas and no edits, with a clear message', async () => {
    const m = await mission('closing', new Date(Date.now() + DAY));
    await expectClosedParent(req, {
      closeUrl: `/v2/admin/ideation_missions/${m.id}/close`,
      admin,
      add: (token, title) => addIdea('closing', token, { title, body: '<p>x</p>' }),
      childUrl: (id) => `/v2/ideation_missions/closing/ideas/${id}`,
      edit: (title) => ({ idea: { title } }),
      author: alice,
      late: alice,
      closedCode: 'MISSION_CLOSED',
      closedError: 'This ideation mission is closed: it takes no new ideas.',
      editError: 'This ideation mission is closed: its ideas can no longer be edited.',
    });
  });

  it("hides an unpublished mission's ideas, comments and likes from everybody but admins", async () => {
    // An admin may add an idea to a draft (preview), nobody else sees it.
    const added = await addIdea('draft', admin, { title: 'Draft idea', body: '<p>x</p>' });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id as string;
    await expectDraftChildHidden(req, { url: `/v2/ideation_missions/draft/ideas/${id}`, type: 'idea', id }, alice, [
      admin,
    ]);
  });

  it('validates admin input: slugs unique (409), dates, unknown media, 404 for missing ids', async () => {
    const base = { slug: 'stadium', title: { en: 'Again' }, ends_at: new Date(Date.now() + DAY).toISOString() };
    const taken = await req('POST', '/v2/admin/ideation_missions', admin, { ideation_mission: base });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLUG_TAKEN');
    const badDate = await req('POST', '/v2/admin/ideation_missions', admin, {
      ideation_mission: { ...base, slug: 'fresh', ends_at: 'tomorrow' },
    });
    expect(badDate.statusCode).toBe(422);
    const noMedium = await req('POST', '/v2/admin/ideation_missions', admin, {
      ideation_mission: { ...base, slug: 'fresh', hero_medium_id: '987654' },
    });
    expect(noMedium.statusCode).toBe(422);
    const noTitle = await req('POST', '/v2/admin/ideation_missions', admin, {
      ideation_mission: { slug: 'fresh', title: {}, ends_at: base.ends_at },
    });
    expect(noTitle.statusCode).toBe(422);
    expect(
      (await req('PUT', '/v2/admin/ideation_missions/987654', admin, { ideation_mission: { ...base, slug: 'zz' } }))
        .statusCode,
    ).toBe(404);
    expect((await req('POST', '/v2/admin/ideation_missions/987654/publish', admin)).statusCode).toBe(404);
    const updated = await req('PUT', `/v2/admin/ideation_missions/${openId}`, admin, {
      ideation_mission: { ...base, title: { en: 'The stadium', it: 'Lo stadio' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.attributes.title).toEqual({ en: 'The stadium', it: 'Lo stadio' });
  });

  it("seeds the demo missions once (open and ended, en/de/it), with the demo fans' ideas", async () => {
    const italian = 'Rendi la giornata di partita ancora migliore';
    await expectDemoSeed(
      t.keys,
      seedDemoIdeation,
      '/v2/ideation_missions',
      italian,
      async (fresh, list) => {
        const rows = rowsOf<{ n: number }>(
          await fresh.database.db.execute(sql`select count(*)::int as n from ideation_missions`),
        );
        expect(Number(rows[0]?.n)).toBe(2);
        // The open mission has the fans' ideas, the most liked first; the ended one the club's answers.
        expect(list.map((m) => m.attributes.ideas_count)).toEqual([3, 2]);
        const ideasOf = async (slug: unknown) =>
          (
            await fresh.app.inject({
              method: 'GET',
              url: `/v2/ideation_missions/${String(slug)}/ideas?sort_ideas_by=top`,
            })
          ).json().data as Doc['data'][];
        const open = await ideasOf(list[0]!.attributes.slug);
        expect(open[0]!.attributes.title).toBe('A fan zone with local food trucks');
        expect(open.map((i) => i.attributes.status)).toEqual(['submitted', 'submitted', 'submitted']);
        const ended = await ideasOf(list[1]!.attributes.slug);
        expect(ended.map((i) => i.attributes.status).sort()).toEqual(['accepted', 'rejected']);
      },
      true,
    );
  });
});
