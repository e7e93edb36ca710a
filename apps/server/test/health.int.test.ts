import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { useTestApp } from './fixtures.ts';

describe('health', () => {
  const t = useTestApp({ keys: false });

  it('answers liveness with 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness with 200 once the database is migrated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('reports not ready with 503 while migrations are pending', async () => {
    const other = await createTestApp();
    try {
      await other.app.database.db.execute(sql`delete from drizzle.__drizzle_migrations`);
      const res = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'migrations pending' });
    } finally {
      await other.close();
    }
  });
});
