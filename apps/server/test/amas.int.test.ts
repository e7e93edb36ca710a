import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAmas } from '../src/modules/amas/seed.ts';
import { createAdminItem, namedFanToken, adminToken, useTestApp } from './fixtures.ts';
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

interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data: unknown }>;
}
interface Doc {
  data: Resource;
  included: Array<{ id: string; type: string; attributes: Record<string, unknown> }>;
}

const COACH_QUESTIONS = {
  parent: '/v2/ama_sessions/coach',
  children: 'ama_questions',
  key: 'ama_question',
  sortParam: 'sort_ama_questions_by',
  base: '/v2/ama_sessions',
};

describe('AMA sessions and questions', () => {
  const t = useTestApp({ admin: true, dataDir: 'tribune-amas-', timeout: 120_000 });
  const req = t.req;
  let admin: string;
  let host: string;
  let alice: string;
  let bob: string;
  let carol: string;
  let hostId = '';
  let coachId = '';
  let draftId = '';
  let previewToken = '';

  const session = async (slug: string, endsAt: Date, opts: { publish?: boolean; host?: string | null } = {}) =>
    createAdminItem<{
      id: string;
      attributes: { preview_token: string; description: Record<string, string>; host_user_id: string | null };
    }>(
      req,
      admin,
      'ama_sessions',
      'ama_session',
      {
        slug,
        title: { en: `Session ${slug}`, de: `Session ${slug} (de)` },
        description: { en: '<p>Ask away<script>alert(1)</script></p>' },
        host_slug: opts.host === undefined ? 'hanna' : opts.host,
        ends_at: endsAt.toISOString(),
      },
      opts.publish !== false,
    );
  const ask = async (slug: string, token: string, question: Record<string, unknown>) =>
    req('POST', `/v2/ama_sessions/${slug}/ama_questions`, token, { ama_question: question });
  const answer = async (slug: string, id: string, token: string | undefined, text: string, method = 'POST') =>
    req(method as 'POST', `/v2/ama_sessions/${slug}/ama_questions/${id}/answer`, token, { answer: text });

  beforeAll(async () => {
    admin = await adminToken(t.keys);
    host = await namedFanToken(t.keys, 'hanna');
    alice = await namedFanToken(t.keys, 'alice');
    bob = await namedFanToken(t.keys, 'bob');
    carol = await namedFanToken(t.keys, 'carol');
    // Users exist from their first signed-in request.
    for (const token of [admin, host, alice, bob, carol]) {
      const me = await req('GET', '/v2/user/show', token);
      expect(me.statusCode, me.body).toBe(200);
      if (token === host) hostId = me.json().data.id as string;
    }
    const { first: coach, draft } = await openLaterEndedDraft('coach', (slug, endsAt, publish) =>
      session(slug, endsAt, { publish, host: slug === 'later' ? null : undefined }),
    );
    coachId = coach.id;
    expect(coach.attributes.host_user_id).toBe(hostId);
    expect(coach.attributes.description.en).toBe('<p>Ask away</p>');
    draftId = draft.id;
    previewToken = draft.attributes.preview_token;
  }, 120_000);

  it('lists open sessions first (soonest end), then the 5 most recent ended ones; drafts never', async () => {
    const body = await expectOpenThenEnded(
      req,
      '/v2/ama_sessions',
      'coach',
      { ama_questions_count: 0, title: 'Session coach', viewer_is_host: false },
      'Session coach (de)',
    );
    expect(body.data[0]!.relationships.host!.data).toEqual({ id: hostId, type: 'user' });
    expect(body.data[1]!.relationships.host!.data).toBeNull();
    expect(body.included.some((r) => r.type === 'user' && r.attributes.slug === 'hanna')).toBe(true);
    const mine = await req('GET', '/v2/ama_sessions/coach', host);
    expect(mine.json().data.attributes.viewer_is_host).toBe(true);
  });

  it('shows an unpublished session to admins, its host and holders of its preview token only', async () => {
    await expectDraftGate(req, {
      base: '/v2/ama_sessions',
      children: 'ama_questions',
      draftId,
      previewToken,
      admin,
      fan: alice,
      alsoAllowed: [host],
      addChild: () => ask('draft', alice, { title: 'Hello?' }),
    });
  });

  let questionId = '';
  const question = () => ({
    url: `/v2/ama_sessions/coach/ama_questions/${questionId}`,
    elsewhere: `/v2/ama_sessions/later/ama_questions/${questionId}`,
    type: 'ama_question',
    id: questionId,
  });

  it('asks a question as JSON: title, sanitized body, initial_boost parsed as a base-10 integer', async () => {
    const res = await ask('coach', alice, {
      title: '  Who   starts in goal? ',
      body: '<p onclick="x()">Asking for <strong>a friend</strong><script>alert(1)</script></p>',
      initial_boost: '0012',
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json() as Doc;
    questionId = doc.data.id;
    expect(doc.data.type).toBe('ama_question');
    expect(doc.data.attributes).toMatchObject({
      id: questionId,
      title: 'Who starts in goal?',
      body: '<p>Asking for <strong>a friend</strong></p>',
      images: [],
      initial_boost: '12',
      boosts: '0',
      boosted_by_current_user: false,
      comments_count: 0,
      likes_count: 0,
      liked_by_user: false,
      answer: null,
      answered_at: null,
      editable: true,
      answerable: false,
    });
    expect(doc.data.relationships.ama_session!.data).toEqual({ id: coachId, type: 'ama_session', slug: 'coach' });
    expect(doc.data.relationships.answered_by!.data).toBeNull();
    expect(doc.included).toEqual([
      expect.objectContaining({ type: 'user', attributes: expect.objectContaining({ slug: 'alice' }) }),
    ]);
    const shown = await req('GET', `/v2/ama_sessions/coach/ama_questions/${questionId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.attributes).toMatchObject({ editable: false, answerable: false });
    const asHost = await req('GET', `/v2/ama_sessions/coach/ama_questions/${questionId}`, host);
    expect(asHost.json().data.attributes).toMatchObject({ editable: false, answerable: true });
    const s = (await req('GET', '/v2/ama_sessions/coach')).json() as Doc;
    expect(s.data.attributes.ama_questions_count).toBe(1);
    expect(s.data.relationships.top_ama_questions!.data).toEqual([{ id: questionId, type: 'ama_question' }]);
    expect(s.included.some((r) => r.type === 'ama_question' && r.id === questionId)).toBe(true);
    // A title alone is a question.
    const short = await ask('coach', bob, { title: 'Derby line-up?' });
    expect(short.statusCode, short.body).toBe(201);
    expect(short.json().data.attributes.body).toBe('');
  });

  it('refuses bad questions with 4xx and the error body', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ title: '', body: '<p>x</p>' }, 422, 'ama_question.title'],
      [{ title: '   ' }, 422, 'ama_question.title'],
      [{ body: '<p>no title</p>' }, 422, 'ama_question.title'],
      [{ title: 'ok', initial_boost: '12abc' }, 422, 'ama_question.initial_boost'],
      [{ title: 'ok', initial_boost: '-5' }, 422, 'ama_question.initial_boost'],
      [{ title: 'ok', initial_boost: '1.5' }, 422, 'ama_question.initial_boost'],
      [{ title: 'ok', initial_boost: '9'.repeat(39) }, 422, 'ama_question.initial_boost'],
      [{ title: 'x'.repeat(201) }, 422, 'ama_question.title'],
      [{ title: 'ok', extra: 1 }, 422, 'ama_question.extra'],
    ];
    await expectFieldErrors(cases, (question) => ask('coach', bob, question));
    await expectMalformedChildRequests(req, COACH_QUESTIONS, bob, () => ask('coach', '', { title: 'a' }));
  });

  it('asks a question as multipart with a real PNG image, and refuses a non-image', async () => {
    const res = await expectImageUpload(req, {
      url: '/v2/ama_sessions/coach/ama_questions',
      key: 'ama_question',
      token: bob,
      fields: {
        'ama_question[title]': 'Is this our new kit?',
        'ama_question[body]': '<p>Seen at the shop</p>',
        'ama_question[initial_boost]': '7',
      },
      filename: 'kit.png',
      background: '#2255aa',
    });
    expect(res.json().data.attributes).toMatchObject({ initial_boost: '7', title: 'Is this our new kit?' });
  });

  it("lets only the author edit a question: another user's edit is refused with 403", async () => {
    const url = `/v2/ama_sessions/coach/ama_questions/${questionId}`;
    const edited = await req('PUT', url, alice, { ama_question: { title: 'Who starts in goal on Sunday?' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.attributes).toMatchObject({
      title: 'Who starts in goal on Sunday?',
      body: '<p>Asking for <strong>a friend</strong></p>',
      initial_boost: '12',
    });
    expect(edited.json().data.attributes.edited_at).not.toBeNull();
    const other = await req('PUT', url, bob, { ama_question: { title: 'Mine now' } });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('Only the author can edit this question.');
    expect((await req('PUT', url, host, { ama_question: { title: 'Host edit' } })).statusCode).toBe(403);
    // Under another session's slug the question does not exist.
    expect(
      (
        await req('PUT', `/v2/ama_sessions/later/ama_questions/${questionId}`, alice, {
          ama_question: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await req('GET', `/v2/ama_sessions/later/ama_questions/${questionId}`)).statusCode).toBe(404);
    expect(
      (await req('PUT', '/v2/ama_sessions/coach/ama_questions/999999', alice, { ama_question: { title: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await req('GET', url)).json().data.attributes.title).toBe('Who starts in goal on Sunday?');
  });

  it('likes and unlikes a question through the shared routes, counting once per user', async () => {
    await expectLikes(req, question(), bob, carol, 'bob');
  });

  it('takes comments on a question; top comments come with the question', async () => {
    await expectComments(
      t.app,
      req,
      question(),
      bob,
      alice,
      '<p>Me too</p>',
      (replyId) => `/en/amas/coach/question/${questionId}/comments/${replyId}`,
    );
  });

  it('lists questions by top, hot and recent, paged', async () => {
    const top = await req('GET', '/v2/ama_sessions/coach/ama_questions?sort_ama_questions_by=top&per_page=1');
    expect(top.statusCode).toBe(200);
    expect(top.json().data.map((q: Resource) => q.id)).toEqual([questionId]);
    expect(top.headers['total-count']).toBe('3');
    expect(top.json().meta).toEqual({ sort_ama_questions_by: 'top', answered: null });
    const recent = await req('GET', '/v2/ama_sessions/coach/ama_questions?sort_ama_questions_by=recent');
    const recentIds = recent.json().data.map((q: Resource) => q.id) as string[];
    expect(recentIds).toHaveLength(3);
    expect(recentIds[2]).toBe(questionId);
    const hot = await req('GET', '/v2/ama_sessions/coach/ama_questions?sort_ama_questions_by=hot');
    expect(hot.json().data).toHaveLength(3);
    expect(hot.json().data[0].id).toBe(questionId);
    const byDefault = await req('GET', '/v2/ama_sessions/coach/ama_questions');
    expect(byDefault.json().meta.sort_ama_questions_by).toBe('top');
    const past = await req('GET', '/v2/ama_sessions/coach/ama_questions?page=5');
    expect(past.json().data).toEqual([]);
    expect(past.headers['total-count']).toBe('3');
  });

  it("lets only the host (or an admin) answer; the asker is told in the answer's transaction", async () => {
    const url = `/v2/ama_sessions/coach/ama_questions/${questionId}/answer`;
    expect((await answer('coach', questionId, undefined, '<p>x</p>')).statusCode).toBe(401);
    const byAsker = await answer('coach', questionId, alice, '<p>Me!</p>');
    expect(byAsker.statusCode).toBe(403);
    expect(byAsker.json().error).toBe('Only the host of this AMA session can answer its questions.');
    expect((await answer('coach', questionId, bob, '<p>x</p>')).statusCode).toBe(403);
    expect((await answer('coach', questionId, host, '<p></p>')).statusCode).toBe(422);
    expect((await req('POST', url, host, { answer: '<p>x</p>', extra: 1 })).statusCode).toBe(422);
    expect((await answer('coach', questionId, host, '<p>x</p>', 'PUT')).statusCode).toBe(409);
    expect((await answer('later', questionId, host, '<p>x</p>')).statusCode).toBe(404);
    expect((await answer('coach', '999999', host, '<p>x</p>')).statusCode).toBe(404);

    const res = await answer('coach', questionId, host, '<p>Our <em>number one</em><script>x()</script></p>');
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json() as Doc;
    expect(doc.data.attributes).toMatchObject({ answer: '<p>Our <em>number one</em></p>', answerable: true });
    expect(doc.data.attributes.answered_at).not.toBeNull();
    expect(doc.data.relationships.answered_by!.data).toEqual({ id: hostId, type: 'user' });
    expect(doc.included.some((r) => r.type === 'user' && r.attributes.slug === 'hanna')).toBe(true);
    // Answered once: a second first answer is a conflict; the host edits it with PUT.
    expect((await answer('coach', questionId, host, '<p>again</p>')).statusCode).toBe(409);
    const edited = await answer('coach', questionId, host, '<p>Our number one, of course</p>', 'PUT');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.attributes.answer).toBe('<p>Our number one, of course</p>');

    const inbox = await req('GET', '/v2/notifications', alice);
    expect(inbox.statusCode).toBe(200);
    const told = (
      inbox.json().data as Array<{ attributes: { key: string; parameters: Record<string, unknown> } }>
    ).filter((x) => x.attributes.key === 'ama_question.answered');
    expect(told).toHaveLength(1);
    expect(told[0]!.attributes.parameters.serialized_resource).toEqual({
      type: 'ama_question',
      id: questionId,
      title: 'Who starts in goal on Sunday?',
      parent: { type: 'ama_session', id: coachId, slug: 'coach' },
    });
    const stored = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where key = 'ama_question.answered'`,
    );
    expect(Number(stored[0]?.n)).toBe(1);

    // The answered question is no longer editable by its author.
    const shown = await req('GET', `/v2/ama_sessions/coach/ama_questions/${questionId}`, alice);
    expect(shown.json().data.attributes).toMatchObject({ editable: false, answer: '<p>Our number one, of course</p>' });
    const late = await req('PUT', `/v2/ama_sessions/coach/ama_questions/${questionId}`, alice, {
      ama_question: { title: 'Changed' },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('AMA_QUESTION_ANSWERED');

    // An admin may answer too.
    const other = (await req('GET', '/v2/ama_sessions/coach/ama_questions?sort_ama_questions_by=recent')).json()
      .data[0] as Resource;
    const byAdmin = await answer('coach', other.id, admin, '<p>Answered by the club</p>');
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('lists answered (and unanswered) questions with filter[answered]', async () => {
    const answered = await req('GET', '/v2/ama_sessions/coach/ama_questions?filter[answered]=true');
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toHaveLength(2);
    expect(answered.json().data.every((q: Resource) => q.attributes.answer !== null)).toBe(true);
    expect(answered.json().meta.answered).toBe(true);
    const open = await req('GET', '/v2/ama_sessions/coach/ama_questions?filter[answered]=false');
    expect(open.json().data).toHaveLength(1);
    expect(open.json().data[0].attributes.answer).toBeNull();
  });

  it('hides questions hidden by a moderator (but from their author) and those of blocked users', async () => {
    const asked = await ask('coach', carol, { title: 'Hidden soon?' });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().data.id as string;
    const base = `/v2/ama_sessions/coach/ama_questions/${id}`;
    // Blocked either way: the question vanishes for the other side.
    const carolId = asked.json().data.relationships.user.data.id as string;
    expect((await req('POST', `/v2/users/${carolId}/toggle_block`, bob)).statusCode).toBe(200);
    expect((await req('GET', base, bob)).statusCode).toBe(404);
    const bobList = await req('GET', '/v2/ama_sessions/coach/ama_questions?per_page=50', bob);
    expect(bobList.json().data.some((q: Resource) => q.id === id)).toBe(false);
    expect((await req('GET', base, alice)).statusCode).toBe(200);
    expect((await req('POST', `/v2/users/${carolId}/toggle_block`, bob)).statusCode).toBe(200);
    expect((await req('GET', base, bob)).statusCode).toBe(200);

    await t.database.db.execute(sql`update ama_questions set report_status = 'hidden' where id = ${Number(id)}`);
    expect((await req('GET', base)).statusCode).toBe(404);
    // Its author still sees it, with the moderators' decision (docs/CONSOLE.md "Moderation").
    const own = await req('GET', base, carol);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.attributes.moderation.status).toBe('hidden');
    expect((await answer('coach', id, host, '<p>x</p>')).statusCode).toBe(404);
    expect((await req('GET', `${base}/comments`)).statusCode).toBe(404);
    expect((await req('POST', `${base}/like`, alice)).statusCode).toBe(404);
    const list = await req('GET', '/v2/ama_sessions/coach/ama_questions?per_page=50');
    expect(list.json().data.some((q: Resource) => q.id === id)).toBe(false);
  });

  it("hides a draft session's questions, comments and likes from everybody but admins and the host", async () => {
    const added = await ask('draft', admin, { title: 'Testing the draft' });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id as string;
    await expectDraftChildHidden(
      req,
      { url: `/v2/ama_sessions/draft/ama_questions/${id}`, type: 'ama_question', id },
      alice,
      [admin, host],
      async () => expect((await answer('draft', id, alice, '<p>x</p>')).statusCode).toBe(404),
    );
  });

  it('a closed session takes no new questions and no edits; the host still answers', async () => {
    const s = await session('closing', new Date(Date.now() + DAY));
    const id = await expectClosedParent(req, {
      closeUrl: `/v2/admin/ama_sessions/${s.id}/close`,
      admin,
      add: (token, title) => ask('closing', token, { title }),
      childUrl: (id) => `/v2/ama_sessions/closing/ama_questions/${id}`,
      edit: (title) => ({ ama_question: { title } }),
      author: alice,
      late: bob,
      closedCode: 'AMA_SESSION_CLOSED',
      closedError: 'This AMA session is closed: it takes no new questions.',
      editError: 'This AMA session is closed: its questions can no longer be edited.',
    });
    expect((await answer('closing', id, host, '<p>Still answering</p>')).statusCode).toBe(200);
    const show = await req('GET', '/v2/ama_sessions/closing');
    expect(show.json().data.attributes).toMatchObject({ open: false, ama_questions_count: 1 });
  });

  it('validates admin input: slugs unique (409), dates, unknown hosts and media, 404 for missing ids', async () => {
    const base = { slug: 'coach', title: { en: 'Again' }, ends_at: new Date(Date.now() + DAY).toISOString() };
    const taken = await req('POST', '/v2/admin/ama_sessions', admin, { ama_session: base });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLUG_TAKEN');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, slug: 'fresh', ends_at: 'tomorrow' }, 'ama_session.ends_at'],
      [{ ...base, slug: 'fresh', hero_medium_id: '987654' }, 'ama_session.hero_medium_id'],
      [{ ...base, slug: 'fresh', host_slug: 'nobody-here' }, 'ama_session.host_slug'],
      [{ ...base, slug: 'fresh', host_user_id: '987654' }, 'ama_session.host_user_id'],
      [{ slug: 'fresh', title: {}, ends_at: base.ends_at }, 'ama_session.title.en'],
    ];
    for (const [input, field] of cases) {
      const res = await req('POST', '/v2/admin/ama_sessions', admin, { ama_session: input });
      expect(res.statusCode, JSON.stringify(input)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).join(','), JSON.stringify(input)).toContain(field);
    }
    expect(
      (await req('POST', '/v2/admin/ama_sessions', alice, { ama_session: { ...base, slug: 'x' } })).statusCode,
    ).toBe(403);
    expect(
      (await req('PUT', '/v2/admin/ama_sessions/987654', admin, { ama_session: { ...base, slug: 'zz' } })).statusCode,
    ).toBe(404);
    expect((await req('POST', '/v2/admin/ama_sessions/987654/publish', admin)).statusCode).toBe(404);
    expect((await req('POST', '/v2/admin/ama_sessions/987654/close', admin)).statusCode).toBe(404);
    // The admin moves the session to another host: the old host can no longer answer.
    const updated = await req('PUT', `/v2/admin/ama_sessions/${coachId}`, admin, {
      ama_session: { ...base, title: { en: 'The coach', it: "L'allenatore" }, host_slug: 'bob' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.attributes.title).toEqual({ en: 'The coach', it: "L'allenatore" });
    const open = (await req('GET', '/v2/ama_sessions/coach/ama_questions?filter[answered]=false')).json()
      .data as Resource[];
    expect(open.length).toBeGreaterThan(0);
    expect((await answer('coach', open[0]!.id, host, '<p>x</p>')).statusCode).toBe(403);
    expect((await req('GET', '/v2/ama_sessions/coach', bob)).json().data.attributes.viewer_is_host).toBe(true);
  });

  it('seeds the demo sessions once (open and ended, en/de/it)', async () => {
    await expectDemoSeed(t.keys, seedDemoAmas, '/v2/ama_sessions', "Chiedi all'allenatore", async (fresh, _, it) => {
      expect(it.json().data.attributes.ama_questions_count).toBe(3);
      const answered = await fresh.app.inject({
        method: 'GET',
        url: '/v2/ama_sessions/meet-the-captain/ama_questions?filter[answered]=true',
      });
      expect(answered.json().data).toHaveLength(2);
      const top = await fresh.app.inject({ method: 'GET', url: '/v2/ama_sessions/ask-the-coach/ama_questions' });
      expect(top.json().data[0].attributes).toMatchObject({ likes_count: 3, comments_count: 1 });
      expect(top.json().data[0].attributes.answer).toContain('Three of them');
    });
  });
});
