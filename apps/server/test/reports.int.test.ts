import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsWorld, type CommentsWorld } from './comments-fixtures.ts';

describe('reports: types, one report per user, reported comments stay visible', () => {
  let w: CommentsWorld;
  let alice: string;
  let bob: string;
  let commentId: string;
  let spamId: string;

  beforeAll(async () => {
    w = await commentsWorld();
    [alice, bob] = await Promise.all([w.user('alice'), w.user('bob')]);
    await w.content('reported-article');
    const res = await w.req('POST', '/v2/contents/reported-article/comments', alice, { comment: { body: 'rude' } });
    commentId = res.json().data.id as string;
  });
  afterAll(async () => {
    await w.close();
  });

  it('lists the seeded report types in the request language', async () => {
    const en = await w.req('GET', '/v2/ugc_report_types');
    expect(en.statusCode).toBe(200);
    const types = en.json().data as Array<{ id: string; type: string; attributes: { key: string; title: string } }>;
    expect(types.map((t) => t.attributes.key)).toEqual([
      'spam',
      'harassment',
      'hate_speech',
      'misinformation',
      'other',
    ]);
    expect(types.every((t) => t.type === 'ugc_report_type')).toBe(true);
    spamId = types[0]!.id;
    const de = await w.t.app.inject({
      method: 'GET',
      url: '/v2/ugc_report_types',
      headers: { 'requested-language': 'de' },
    });
    expect(de.json().data[1].attributes.title).toBe('Belästigung oder Mobbing');
  });

  it('files a report once: the second one is 409 ALREADY_REPORTED', async () => {
    const body = {
      ugc_report: { reportable_type: 'comment', reportable_id: commentId, ugc_report_type_id: spamId, reason: 'ads' },
    };
    const first = await w.req('POST', '/v2/ugc_reports', bob, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({
      id: expect.any(String),
      type: 'ugc_report',
      attributes: { reportable_type: 'comment', reportable_id: commentId, status: 'reported' },
    });
    const again = await w.req('POST', '/v2/ugc_reports', bob, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REPORTED');
    expect(again.json().error).toBe('You have already reported this.');
  });

  it('marks the comment reported but keeps it visible, and tells the reporter', async () => {
    const status = await w.t.database.db.execute(
      sql`select report_status from comments where id = ${Number(commentId)}`,
    );
    const rows = (Array.isArray(status) ? status : (status as { rows: unknown[] }).rows) as Array<{
      report_status: string;
    }>;
    expect(rows[0]?.report_status).toBe('reported');
    const forBob = await w.req('GET', `/v2/comments/${commentId}`, bob);
    expect(forBob.json().data.attributes.reported_by_user).toBe(true);
    const forGuest = await w.req('GET', '/v2/contents/reported-article/comments');
    expect(
      (forGuest.json().data as Array<{ id: string; attributes: { reported_by_user: boolean } }>).map((c) => c.id),
    ).toEqual([commentId]);
  });

  it('reports contents, and refuses unknown things, types and guests', async () => {
    const contentId = await w.content('bad-article');
    const ok = await w.req('POST', '/v2/ugc_reports', bob, {
      ugc_report: { reportable_type: 'content', reportable_id: String(contentId), ugc_report_type_id: spamId },
    });
    expect(ok.statusCode).toBe(201);
    const missing = await w.req('POST', '/v2/ugc_reports', bob, {
      ugc_report: { reportable_type: 'comment', reportable_id: '99999999', ugc_report_type_id: spamId },
    });
    expect(missing.statusCode).toBe(404);
    const badType = await w.req('POST', '/v2/ugc_reports', bob, {
      ugc_report: { reportable_type: 'static_page', reportable_id: '1', ugc_report_type_id: spamId },
    });
    expect(badType.statusCode).toBe(422);
    const badKind = await w.req('POST', '/v2/ugc_reports', bob, {
      ugc_report: { reportable_type: 'comment', reportable_id: commentId, ugc_report_type_id: '99999' },
    });
    expect(badKind.statusCode).toBe(422);
    const guest = await w.req('POST', '/v2/ugc_reports', undefined, {
      ugc_report: { reportable_type: 'comment', reportable_id: commentId, ugc_report_type_id: spamId },
    });
    expect(guest.statusCode).toBe(401);
  });
});
