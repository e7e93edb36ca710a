import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { adminToken, useTestApp } from './fixtures.ts';

/**
 * Scheduled contents (docs/CONSOLE.md "Contents"): an editor gives a content a publish time and an
 * end; the `content.schedule` job, run by the server's own worker, publishes and unpublishes it.
 */
describe('scheduled contents', () => {
  const t = useTestApp({ admin: true, timeout: 120_000 });
  const req = t.req;
  let admin: string;
  const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
  const content = (slug: string, extra: Record<string, unknown> = {}) => ({
    content: { slug, content_type: 'article', title: { en: `Title ${slug}` }, ...extra },
  });
  /** Asks until `check` holds (the worker runs a due job within its poll interval), at most 30 s. */
  const eventually = async (check: () => Promise<boolean>) => {
    const until = Date.now() + 30_000;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('the schedule was not carried out within 30 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const fanSees = async (slug: string) => (await req('GET', `/v2/contents/${slug}`)).statusCode === 200;
  const jobsOf = async (id: string) =>
    rowsOf<{ action: string; at: string; status: string }>(
      await t.database.db.execute(
        sql`select payload->>'action' as action, payload->>'at' as at, status from jobs
          where kind = 'content.schedule' and payload->>'id' = ${id} order by id`,
      ),
    );

  beforeAll(async () => {
    admin = await adminToken(t.keys);
  });

  it('keeps a content scheduled for later unpublished, with its jobs queued for their times', async () => {
    const [publishAt, unpublishAt] = [inMs(3_600_000), inMs(7_200_000)];
    const res = await req(
      'POST',
      '/v2/admin/contents',
      admin,
      content('later', { publish_at: publishAt, unpublish_at: unpublishAt }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json().data.attributes;
    expect([a.published, a.publish_at, a.unpublish_at]).toEqual([false, publishAt, unpublishAt]);
    expect(await fanSees('later')).toBe(false);
    expect(await jobsOf(res.json().data.id)).toEqual([
      { action: 'publish', at: publishAt, status: 'queued' },
      { action: 'unpublish', at: unpublishAt, status: 'queued' },
    ]);
  });

  it('refuses an end in the past or before the publication, at the field', async () => {
    for (const extra of [
      { unpublish_at: inMs(-60_000) },
      { publish_at: inMs(7_200_000), unpublish_at: inMs(3_600_000) },
    ]) {
      const res = await req('POST', '/v2/admin/contents', admin, content('refused', extra));
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain('content.unpublish_at');
    }
    const bad = await req('POST', '/v2/admin/contents', admin, content('refused', { publish_at: 'tomorrow' }));
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('publishes at the publish time and unpublishes at the end; a job whose schedule changed does nothing', async () => {
    const made = await req('POST', '/v2/admin/contents', admin, content('soon', { publish_at: inMs(3_600_000) }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as string;
    // Moved to now: the new time's job publishes it; the first job (an hour ahead) is stale.
    const moved = await req(
      'PUT',
      `/v2/admin/contents/${id}`,
      admin,
      content('soon', { publish_at: inMs(-1000), unpublish_at: inMs(4000) }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await eventually(() => fanSees('soon'));
    const shown = (await req('GET', `/v2/admin/contents/${id}`, admin)).json().data.attributes;
    expect(shown.published).toBe(true);
    expect(shown.publish_at).toBeNull();

    // The stale job of the first time, made due: it leaves the content as it is.
    await t.database.db.execute(
      sql`update jobs set run_at = now() where kind = 'content.schedule' and payload->>'id' = ${id}
        and payload->>'action' = 'publish' and status = 'queued'`,
    );
    await eventually(async () =>
      (await jobsOf(id)).filter((j) => j.action === 'publish').every((j) => j.status === 'done'),
    );
    expect(await fanSees('soon')).toBe(true);

    // The end comes four seconds after the save.
    await eventually(async () => !(await fanSees('soon')));
    const ended = (await req('GET', `/v2/admin/contents/${id}`, admin)).json().data.attributes;
    expect([ended.published, ended.unpublish_at]).toEqual([false, null]);
  });

  it('publishing by hand ends the wait for a scheduled publication', async () => {
    const made = await req('POST', '/v2/admin/contents', admin, content('byhand', { publish_at: inMs(3_600_000) }));
    const id = made.json().data.id as string;
    const published = await req('POST', `/v2/admin/contents/${id}/publish`, admin);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.attributes.publish_at).toBeNull();
    expect(await fanSees('byhand')).toBe(true);
  });
});
