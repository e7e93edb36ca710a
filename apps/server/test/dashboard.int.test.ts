import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { useTestApp, adminToken, createAdminItem, insertTestContent, namedFanToken } from './fixtures.ts';
import { isErrorBody } from './helpers.ts';
import { tokenFor } from './tokens.ts';

/**
 * The dashboard (docs/CONSOLE.md "Dashboard"): real rows made through the API, moved to days of a
 * past period so that nothing else the test app holds falls in it, then counted on their days.
 */
describe('the dashboard', () => {
  const t = useTestApp({ admin: true, timeout: 120_000 });
  const req = t.req;
  let admin: string;
  let alice: string;
  let bob: string;
  let editor: string;
  let moderator: string;
  let commentId: string;

  const userId = async (token: string) => (await req('GET', '/v2/user/show', token)).json().data.id as string;
  const staff = async (slug: string, role: string) => {
    const token = await tokenFor(t.keys, { sub: `uid-${slug}`, slug, email: `${slug}@example.test` });
    const res = await req('PUT', `/v2/admin/users/${await userId(token)}/role`, admin, { role });
    expect(res.statusCode, res.body).toBe(200);
    return token;
  };
  const at = (day: string, hour = 12) => `${day}T${String(hour).padStart(2, '0')}:00:00Z`;

  beforeAll(async () => {
    admin = await adminToken(t.keys);
    await userId(admin);
    [alice, bob] = await Promise.all([namedFanToken(t.keys, 'alice'), namedFanToken(t.keys, 'bob')]);
    const [aliceId, bobId] = [await userId(alice), await userId(bob)];
    [editor, moderator] = [await staff('ed', 'editor'), await staff('mo', 'moderator')];
    const db = t.database.db;

    // Alice signs up on 3 March, Bob on 4 March (late at night UTC: still the 4th).
    await db.execute(
      sql`update users set created_at = ${at('2025-03-03')}::timestamptz, last_day_active = null where id = ${aliceId}`,
    );
    await db.execute(
      sql`update users set created_at = ${at('2025-03-04', 23)}::timestamptz, last_day_active = '2025-03-05' where id = ${bobId}`,
    );

    // A content published on 4 March, Alice's comment on it, Bob's like and report of it on the 5th.
    const contentId = await insertTestContent(db, 'dash-article', true);
    await db.execute(sql`update contents set published_at = ${at('2025-03-04')}::timestamptz where id = ${contentId}`);
    const comment = await req('POST', '/v2/contents/dash-article/comments', alice, { comment: { body: 'first' } });
    expect(comment.statusCode, comment.body).toBe(201);
    commentId = comment.json().data.id as string;
    expect((await req('POST', `/v2/comments/${commentId}/like`, bob)).statusCode).toBeLessThan(300);
    const types = (await req('GET', '/v2/ugc_report_types')).json().data as Array<{ id: string }>;
    const report = await req('POST', '/v2/ugc_reports', bob, {
      ugc_report: { reportable_type: 'comment', reportable_id: commentId, ugc_report_type_id: types[0]!.id },
    });
    expect(report.statusCode, report.body).toBe(201);
    await db.execute(sql`update comments set created_at = ${at('2025-03-04')}::timestamptz where id = ${commentId}`);
    await db.execute(sql`update likes set created_at = ${at('2025-03-05')}::timestamptz where liked_id = ${commentId}`);
    await db.execute(sql`update ugc_reports set created_at = ${at('2025-03-05')}::timestamptz, updated_at = now()`);

    // Alice votes on 6 March.
    const voting = await createAdminItem<{ id: string; attributes: { options: Array<{ id: string }> } }>(
      req,
      admin,
      'votings',
      'voting',
      {
        slug: 'dash-voting',
        title: { en: 'Colour' },
        description: { en: '<p>Choose</p>' },
        ends_at: new Date(Date.now() + 86_400_000).toISOString(),
        options: [{ value: { en: 'Red' } }, { value: { en: 'Blue' } }],
      },
    );
    const shown = await req('GET', `/v2/votings/${voting.id}`, alice);
    const optionId = (shown.json().data.attributes.options as Array<{ id: string }>)[0]!.id;
    const vote = await req('POST', `/v2/votings/${voting.id}/vote`, alice, {
      option_values: [{ option_id: optionId }],
    });
    expect(vote.statusCode, vote.body).toBeLessThan(300);
    await db.execute(sql`update votes set created_at = ${at('2025-03-06')}::timestamptz`);
  });

  const figures = async (query: string, token = admin) => {
    const res = await req('GET', `/v2/admin/dashboard?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.attributes as {
      buckets: string[];
      series: Record<string, Array<number | string>>;
      totals: Record<string, number | string>;
    };
  };

  /** The settled buckets kept for an interval between two days. */
  const kept = async (interval: string, from: string, to: string) =>
    rowsOf<{ day: string }>(
      await t.database.db.execute(
        sql`select to_char(day, 'YYYY-MM-DD') as day from dashboard_rollups
          where interval = ${interval} and day between ${from}::date and ${to}::date order by day`,
      ),
    ).map((r) => r.day);

  it('counts each row on its day, with every day of the period', async () => {
    const f = await figures('from=2025-03-02&to=2025-03-07&interval=day');
    expect(f.buckets).toEqual(['2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07']);
    expect(f.series.signups).toEqual([0, 1, 1, 0, 0, 0]);
    expect(f.series.contents).toEqual([0, 0, 1, 0, 0, 0]);
    expect(f.series.comments).toEqual([0, 0, 1, 0, 0, 0]);
    expect(f.series.likes).toEqual([0, 0, 0, 1, 0, 0]);
    expect(f.series.reports_opened).toEqual([0, 0, 0, 1, 0, 0]);
    expect(f.series.votes).toEqual([0, 0, 0, 0, 1, 0]);
    expect(f.series.token_votes).toEqual([0, 0, 0, 0, 0, 0]);
    // Active: Alice commented on the 4th and voted on the 6th; Bob was last active on the 5th and liked then (once).
    expect(f.series.active_fans).toEqual([0, 0, 1, 1, 1, 0]);
    expect(f.series.boost_tokens).toEqual(['0', '0', '0', '0', '0', '0']);
    expect(f.totals).toMatchObject({ signups: 2, comments: 1, likes: 1, votes: 1, reports_opened: 1, active_fans: 1 });
  });

  it('groups by weeks starting on Monday', async () => {
    // 2025-03-03 is a Monday: the 2nd is in the week of 24 February.
    const f = await figures('from=2025-03-02&to=2025-03-10&interval=week');
    expect(f.buckets).toEqual(['2025-02-24', '2025-03-03', '2025-03-10']);
    expect(f.series.signups).toEqual([0, 2, 0]);
    expect(f.series.active_fans).toEqual([0, 2, 0]);
    expect(f.series.likes).toEqual([0, 1, 0]);
  });

  it('counts a report as handled on the day a moderator hid or cleared the item', async () => {
    const hide = await req('PUT', `/v2/admin/moderation/items/comment/${commentId}`, moderator, {
      moderation: { status: 'hidden', reason: 'Off topic' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    // The decision was taken today; moved to 20 March, a day no period asked yet (an asked day of the
    // past is settled: its figures are kept as first counted).
    await t.database.db.execute(
      sql`update ugc_reports set updated_at = ${at('2025-03-20')}::timestamptz where status = 'hidden'`,
    );
    const f = await figures('from=2025-03-19&to=2025-03-22');
    expect(f.series.reports_handled).toEqual([0, 1, 0, 0]);
    expect(f.series.reports_opened).toEqual([0, 0, 0, 0]);
  });

  it('keeps the figures of settled days and counts yesterday and today on each request', async () => {
    const db = t.database.db;
    expect((await figures('from=2025-04-01&to=2025-04-03')).series.comments).toEqual([0, 0, 0]);
    expect(await kept('day', '2025-04-01', '2025-04-03')).toEqual(['2025-04-01', '2025-04-02', '2025-04-03']);
    // A row written later on a settled day does not change it (another period: not the cache).
    const late = await req('POST', '/v2/contents/dash-article/comments', bob, { comment: { body: 'late' } });
    expect(late.statusCode, late.body).toBe(201);
    await db.execute(
      sql`update comments set created_at = ${at('2025-04-02')}::timestamptz where id = ${late.json().data.id}`,
    );
    expect((await figures('from=2025-03-31&to=2025-04-03')).series.comments).toEqual([0, 0, 0, 0]);

    // Today is counted on each request: another comment now is there at once.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const before = (await figures(`from=${day(-1)}&to=${day(0)}`)).series.comments!.at(-1) as number;
    const now = await req('POST', '/v2/contents/dash-article/comments', alice, { comment: { body: 'now' } });
    expect(now.statusCode, now.body).toBe(201);
    expect((await figures(`from=${day(-2)}&to=${day(0)}`)).series.comments!.at(-1)).toBe(before + 1);
    // Yesterday and today are never kept; the day before yesterday is.
    expect(await kept('day', day(-2), day(0))).toEqual([day(-2)]);
  });

  it('keeps whole weeks only: a clipped first week is counted on each request', async () => {
    // Wednesday 5 March to Sunday 30 March: the week of 3 March is clipped to its last five days.
    const f = await figures('from=2025-03-05&to=2025-03-30&interval=week');
    expect(f.buckets).toEqual(['2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24']);
    expect(f.series.likes).toEqual([1, 0, 0, 0]);
    expect(f.series.signups).toEqual([0, 0, 0, 0]);
    expect(f.series.reports_handled).toEqual([0, 0, 1, 0]);
    // The whole week of 3 March was kept by the earlier period; its clipped part here was counted
    // from the rows (no sign-ups from the 5th on, where the kept week has both).
    expect(await kept('week', '2025-03-01', '2025-03-31')).toEqual([
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
    ]);
    // The same weeks again, whole this time: all four read from what is kept.
    const again = await figures('from=2025-03-03&to=2025-03-30&interval=week');
    expect(again.series.signups).toEqual([2, 0, 0, 0]);
    expect(again.series.reports_handled).toEqual([0, 0, 1, 0]);
  });

  it('answers the same figures as CSV with a header row', async () => {
    const res = await req('GET', '/v2/admin/dashboard.csv?from=2025-03-02&to=2025-03-07', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('dashboard-2025-03-02-2025-03-07-day.csv');
    const lines = res.body.trimEnd().split('\r\n');
    const header = lines[0]!.split(',');
    expect(header.slice(0, 3)).toEqual(['day', 'signups', 'active_fans']);
    expect(header).toContain('boost_tokens');
    expect(lines).toHaveLength(7);
    const row = Object.fromEntries(header.map((h, i) => [h, lines[3]!.split(',')[i]]));
    expect(row).toMatchObject({ day: '2025-03-04', signups: '1', contents: '1', comments: '1', unlock_tokens: '0' });
  });

  it('is for every team role: an editor and a moderator read it, a fan gets 403 and a guest 401', async () => {
    const q = 'from=2025-03-02&to=2025-03-07';
    expect((await figures(q, editor)).series.signups).toEqual([0, 1, 1, 0, 0, 0]);
    expect((await figures(q, moderator)).totals.likes).toBe(1);
    for (const url of [`/v2/admin/dashboard?${q}`, `/v2/admin/dashboard.csv?${q}`]) {
      const fan = await req('GET', url, alice);
      expect(fan.statusCode).toBe(403);
      expect(fan.json().code).toBe('FORBIDDEN');
      expect((await req('GET', url)).statusCode).toBe(401);
    }
  });

  it('refuses a bad period with 400 and the field', async () => {
    for (const [query, field] of [
      ['from=2025-03-07&to=2025-03-02', 'to'],
      ['from=2025-02-30&to=2025-03-02', 'from'],
      ['from=2024-01-01&to=2025-03-02', 'to'],
      ['from=yesterday&to=2025-03-02', undefined],
      ['to=2025-03-02', undefined],
      ['from=2025-03-01&to=2025-03-02&interval=month', undefined],
    ] as const) {
      const res = await req('GET', `/v2/admin/dashboard?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(isErrorBody(res.json())).toBe(true);
      if (field) {
        const { full_messages: messages, ...fields } = res.json().errors as Record<string, string[]>;
        expect(Object.keys(fields), query).toEqual([field]);
        expect(messages?.[0], query).toMatch(field === 'from' ? /^From / : /^To /);
      }
    }
    // 366 days is the longest period.
    expect((await req('GET', '/v2/admin/dashboard?from=2024-03-03&to=2025-03-03', admin)).statusCode).toBe(200);
  });
});
