import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoFans } from '../src/modules/users/demo-fans.ts';
import { seedDemoAmas } from '../src/modules/amas/seed.ts';
import { multipart } from './comments-fixtures.ts';
import { replyNotificationPath } from './notifications-fixtures.ts';
import { createTestApp, isErrorBody, relativeMediaPath, type TestApp } from './helpers.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

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

const DAY = 24 * 3600 * 1000;

describe('AMA sessions and questions', () => {
  let t: TestApp;
  let keys: TestKeys;
  let dataDir: string;
  let admin: string;
  let host: string;
  let alice: string;
  let bob: string;
  let carol: string;
  let hostId = '';
  let coachId = '';
  let draftId = '';
  let previewToken = '';

  const req = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      payload: payload as string,
    });
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const res = await t.database.db.execute(query);
    return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
  };
  const session = async (slug: string, endsAt: Date, opts: { publish?: boolean; host?: string | null } = {}) => {
    const res = await req('POST', '/v2/admin/ama_sessions', admin, {
      ama_session: {
        slug,
        title: { en: `Session ${slug}`, de: `Session ${slug} (de)` },
        description: { en: '<p>Ask away<script>alert(1)</script></p>' },
        host_slug: opts.host === undefined ? 'hanna' : opts.host,
        ends_at: endsAt.toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    if (opts.publish !== false) {
      expect((await req('POST', `/v2/admin/ama_sessions/${id}/publish`, admin)).statusCode).toBe(200);
    }
    return res.json().data as {
      id: string;
      attributes: { preview_token: string; description: Record<string, string>; host_user_id: string | null };
    };
  };
  const ask = async (slug: string, token: string, question: Record<string, unknown>) =>
    req('POST', `/v2/ama_sessions/${slug}/ama_questions`, token, { ama_question: question });
  const answer = async (slug: string, id: string, token: string | undefined, text: string, method = 'POST') =>
    req(method as 'POST', `/v2/ama_sessions/${slug}/ama_questions/${id}/answer`, token, { answer: text });

  beforeAll(async () => {
    keys = await createTestKeys();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-amas-'));
    t = await createTestApp({ dataDir, adminEmails: ['boss@example.test'] }, { jwks: () => keys.jwks });
    admin = await tokenFor(keys, { sub: 'uid-boss', email: 'boss@example.test', slug: 'boss' });
    host = await tokenFor(keys, { sub: 'uid-hanna', name: 'hanna', slug: 'hanna' });
    alice = await tokenFor(keys, { sub: 'uid-alice', name: 'alice', slug: 'alice' });
    bob = await tokenFor(keys, { sub: 'uid-bob', name: 'bob', slug: 'bob' });
    carol = await tokenFor(keys, { sub: 'uid-carol', name: 'carol', slug: 'carol' });
    // Users exist from their first signed-in request.
    for (const token of [admin, host, alice, bob, carol]) {
      const me = await req('GET', '/v2/user/show', token);
      expect(me.statusCode, me.body).toBe(200);
      if (token === host) hostId = me.json().data.id as string;
    }
    const now = Date.now();
    const coach = await session('coach', new Date(now + 10 * DAY));
    coachId = coach.id;
    expect(coach.attributes.host_user_id).toBe(hostId);
    expect(coach.attributes.description.en).toBe('<p>Ask away</p>');
    await session('later', new Date(now + 20 * DAY), { host: null });
    for (let i = 0; i < 7; i++) await session(`ended-${i}`, new Date(now - (i + 1) * DAY));
    const draft = await session('draft', new Date(now + 5 * DAY), { publish: false });
    draftId = draft.id;
    previewToken = draft.attributes.preview_token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('lists open sessions first (soonest end), then the 5 most recent ended ones; drafts never', async () => {
    const res = await req('GET', '/v2/ama_sessions');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Resource[]; meta: Record<string, number>; included: Resource[] };
    expect(body.data.map((s) => s.attributes.slug)).toEqual([
      'coach',
      'later',
      'ended-0',
      'ended-1',
      'ended-2',
      'ended-3',
      'ended-4',
    ]);
    expect(body.meta).toEqual({ open_count: 2, ended_count: 5 });
    expect(body.data[0]!.attributes).toMatchObject({
      open: true,
      ama_questions_count: 0,
      title: 'Session coach',
      viewer_is_host: false,
    });
    expect(body.data[0]!.relationships.host!.data).toEqual({ id: hostId, type: 'user' });
    expect(body.data[1]!.relationships.host!.data).toBeNull();
    expect(body.included.some((r) => r.type === 'user' && r.attributes.slug === 'hanna')).toBe(true);
    expect(body.data[2]!.attributes.open).toBe(false);
    expect(res.headers['total-count']).toBe('7');
    const de = await req('GET', '/v2/ama_sessions/coach', undefined, undefined, { 'accept-language': 'de' });
    expect(de.json().data.attributes.title).toBe('Session coach (de)');
    const mine = await req('GET', '/v2/ama_sessions/coach', host);
    expect(mine.json().data.attributes.viewer_is_host).toBe(true);
  });

  it('shows an unpublished session to admins, its host and holders of its preview token only', async () => {
    expect((await req('GET', '/v2/ama_sessions/draft')).statusCode).toBe(404);
    expect((await req('GET', '/v2/ama_sessions/draft', alice)).statusCode).toBe(404);
    expect((await req('GET', '/v2/ama_sessions/draft?preview_token=wrong-token', alice)).statusCode).toBe(404);
    expect((await req('GET', `/v2/ama_sessions/draft?preview_token=${previewToken}`)).statusCode).toBe(200);
    expect((await req('GET', '/v2/ama_sessions/draft', admin)).statusCode).toBe(200);
    expect((await req('GET', '/v2/ama_sessions/draft', host)).statusCode).toBe(200);
    // The token opens the show only: the draft's questions stay 404, asking too.
    expect((await req('GET', `/v2/ama_sessions/draft/ama_questions?preview_token=${previewToken}`)).statusCode).toBe(
      404,
    );
    expect((await req('GET', '/v2/ama_sessions/draft/ama_questions', alice)).statusCode).toBe(404);
    expect((await ask('draft', alice, { title: 'Hello?' })).statusCode).toBe(404);
    const listed = await req('GET', '/v2/admin/ama_sessions', admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.find((s: Resource) => s.id === draftId).attributes.preview_token).toBe(previewToken);
    expect((await req('GET', `/v2/admin/ama_sessions/${draftId}`, alice)).statusCode).toBe(403);
    expect((await req('GET', '/v2/admin/ama_sessions', alice)).statusCode).toBe(403);
    expect((await req('GET', '/v2/admin/ama_sessions')).statusCode).toBe(401);
    expect((await req('GET', '/v2/ama_sessions/missing')).statusCode).toBe(404);
  });

  let questionId = '';

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
    for (const [question, status, field] of cases) {
      const res = await ask('coach', bob, question);
      expect(res.statusCode, JSON.stringify(question)).toBe(status);
      expect(isErrorBody(res.json())).toBe(true);
      expect(Object.keys(res.json().errors), JSON.stringify(question)).toContain(field);
    }
    const broken = await req('POST', '/v2/ama_sessions/coach/ama_questions', bob, '{"ama_question":', {
      'content-type': 'application/json',
    });
    expect(broken.statusCode).toBe(400);
    expect((await req('GET', '/v2/ama_sessions/coach/ama_questions?sort_ama_questions_by=best')).statusCode).toBe(400);
    expect((await req('GET', '/v2/ama_sessions/coach/ama_questions/abc')).statusCode).toBe(400);
    expect((await req('GET', '/v2/ama_sessions/Bad_Slug')).statusCode).toBe(400);
    expect((await ask('coach', '', { title: 'a' })).statusCode).toBe(401);
  });

  it('asks a question as multipart with a real PNG image, and refuses a non-image', async () => {
    const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#2255aa' } })
      .png()
      .toBuffer();
    const form = multipart(
      {
        'ama_question[title]': 'Is this our new kit?',
        'ama_question[body]': '<p>Seen at the shop</p>',
        'ama_question[initial_boost]': '7',
      },
      [{ name: 'img_files[]', filename: 'kit.png', type: 'image/png', data: png }],
    );
    const res = await req('POST', '/v2/ama_sessions/coach/ama_questions', bob, form.payload, form.headers);
    expect(res.statusCode, res.body).toBe(201);
    const images = res.json().data.attributes.images as Array<{ src: string; width: number; height: number }>;
    expect(images).toHaveLength(1);
    expect([images[0]!.width, images[0]!.height]).toEqual([640, 320]);
    expect(res.json().data.attributes).toMatchObject({ initial_boost: '7', title: 'Is this our new kit?' });
    const served = await req('GET', relativeMediaPath(images[0]!.src));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const text = multipart({ 'ama_question[title]': 'Not an image' }, [
      { name: 'img_files[]', filename: 'evil.png', type: 'image/png', data: Buffer.from('<html>hello</html>') },
    ]);
    const refused = await req('POST', '/v2/ama_sessions/coach/ama_questions', bob, text.payload, text.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('UNSUPPORTED_IMAGE');
    const unknown = multipart({ 'ama_question[title]': 'x', 'ama_question[nope]': 'y' });
    expect(
      (await req('POST', '/v2/ama_sessions/coach/ama_questions', bob, unknown.payload, unknown.headers)).statusCode,
    ).toBe(422);
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
    const url = `/v2/ama_sessions/coach/ama_questions/${questionId}/like`;
    expect((await req('POST', url)).statusCode).toBe(401);
    const liked = await req('POST', url, bob);
    expect(liked.statusCode).toBe(200);
    expect(liked.json().data.attributes).toMatchObject({
      liked_type: 'ama_question',
      likes_count: 1,
      liked_by_user: true,
    });
    expect((await req('POST', url, bob)).json().data.attributes.likes_count).toBe(1);
    expect((await req('POST', url, carol)).json().data.attributes.likes_count).toBe(2);
    const shown = await req('GET', `/v2/ama_sessions/coach/ama_questions/${questionId}`, bob);
    expect(shown.json().data.attributes).toMatchObject({ likes_count: 2, liked_by_user: true });
    const unliked = await req('DELETE', url, carol);
    expect(unliked.json().data.attributes).toMatchObject({ likes_count: 1, liked_by_user: false });
    expect((await req('POST', `/v2/ama_sessions/later/ama_questions/${questionId}/like`, bob)).statusCode).toBe(404);
    const likers = await req('GET', `/v2/likes?liked_type=ama_question&liked_id=${questionId}`);
    expect(likers.json().data.map((u: { attributes: { slug: string } }) => u.attributes.slug)).toEqual(['bob']);
  });

  it('takes comments on a question; top comments come with the question', async () => {
    const url = `/v2/ama_sessions/coach/ama_questions/${questionId}/comments`;
    const posted = await req('POST', url, bob, { comment: { body: '<p>Me too</p>' } });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().data.attributes).toMatchObject({
      commentable_type: 'ama_question',
      commentable_id: questionId,
    });
    const list = await req('GET', url);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    const q = (await req('GET', `/v2/ama_sessions/coach/ama_questions/${questionId}`)).json() as Doc;
    expect(q.data.attributes.comments_count).toBe(1);
    expect(q.data.relationships.top_comments!.data).toEqual([{ id: posted.json().data.id, type: 'comment' }]);
    expect(q.included.some((r) => r.type === 'comment')).toBe(true);
    // A reply tells bob, and its link leads to the comment under the question.
    const { replyId, path: link } = await replyNotificationPath(t.app, posted.json().data.id, alice, bob);
    expect(link).toBe(`/en/amas/coach/question/${questionId}/comments/${replyId}`);
    expect(
      (
        await req('POST', `/v2/ama_sessions/later/ama_questions/${questionId}/comments`, bob, {
          comment: { body: '<p>x</p>' },
        })
      ).statusCode,
    ).toBe(404);
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
    const stored = await rows<{ n: number }>(
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

  it('hides questions hidden by a moderator and those of blocked users', async () => {
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
    expect((await req('GET', base, carol)).statusCode).toBe(404);
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
    expect((await req('GET', `/v2/ama_sessions/draft/ama_questions/${id}`, alice)).statusCode).toBe(404);
    expect((await req('GET', `/v2/ama_sessions/draft/ama_questions/${id}/comments`)).statusCode).toBe(404);
    expect((await req('POST', `/v2/ama_sessions/draft/ama_questions/${id}/like`, alice)).statusCode).toBe(404);
    expect((await req('GET', `/v2/likes?liked_type=ama_question&liked_id=${id}`)).statusCode).toBe(404);
    expect((await answer('draft', id, alice, '<p>x</p>')).statusCode).toBe(404);
    expect((await req('GET', `/v2/ama_sessions/draft/ama_questions/${id}`, admin)).statusCode).toBe(200);
    expect((await req('GET', `/v2/ama_sessions/draft/ama_questions/${id}`, host)).statusCode).toBe(200);
  });

  it('a closed session takes no new questions and no edits; the host still answers', async () => {
    const s = await session('closing', new Date(Date.now() + DAY));
    const asked = await ask('closing', alice, { title: 'Before the end' });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().data.id as string;
    const closed = await req('POST', `/v2/admin/ama_sessions/${s.id}/close`, admin);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.attributes.open).toBe(false);
    const late = await ask('closing', bob, { title: 'Too late' });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      code: 'AMA_SESSION_CLOSED',
      error: 'This AMA session is closed: it takes no new questions.',
    });
    const edit = await req('PUT', `/v2/ama_sessions/closing/ama_questions/${id}`, alice, {
      ama_question: { title: 'Changed' },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().error).toBe('This AMA session is closed: its questions can no longer be edited.');
    const shown = await req('GET', `/v2/ama_sessions/closing/ama_questions/${id}`, alice);
    expect(shown.json().data.attributes.editable).toBe(false);
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
    const fresh = await createTestApp({}, { jwks: () => keys.jwks });
    try {
      const fans = await ensureDemoFans(fresh.database.db);
      await seedDemoAmas(fresh.app, fans);
      await seedDemoAmas(fresh.app, fans);
      const res = await fresh.app.inject({ method: 'GET', url: '/v2/ama_sessions' });
      const list = res.json().data as Resource[];
      expect(list).toHaveLength(2);
      expect(list.map((s) => s.attributes.open)).toEqual([true, false]);
      const it = await fresh.app.inject({
        method: 'GET',
        url: `/v2/ama_sessions/${String(list[0]!.attributes.slug)}`,
        headers: { 'accept-language': 'it' },
      });
      expect(it.json().data.attributes.title).toBe("Chiedi all'allenatore");
      expect(it.json().data.attributes.ama_questions_count).toBe(3);
      const answered = await fresh.app.inject({
        method: 'GET',
        url: '/v2/ama_sessions/meet-the-captain/ama_questions?filter[answered]=true',
      });
      expect(answered.json().data).toHaveLength(2);
      const top = await fresh.app.inject({ method: 'GET', url: '/v2/ama_sessions/ask-the-coach/ama_questions' });
      expect(top.json().data[0].attributes).toMatchObject({ likes_count: 3, comments_count: 1 });
      expect(top.json().data[0].attributes.answer).toContain('Three of them');
    } finally {
      await fresh.close();
    }
  });
});
