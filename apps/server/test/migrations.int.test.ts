import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../drizzle');

/** A copy of the migration folder that ends after the migration tagged `lastTag`. */
async function foldersUpTo(lastTag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-migrations-'));
  await fs.cp(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

describe('data migrations', () => {
  const dirs: string[] = [];
  const client = new PGlite();
  afterAll(async () => {
    await client.close();
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  // Migrates a fresh database twice, up to 0006 and then to the end: slow on a busy machine.
  it('0007 switches the contents module on for an instance that existed before its flag was read', async () => {
    const db = drizzle(client);
    const before = await foldersUpTo('0006_seed_steps');
    dirs.push(before);
    await migrate(db, { migrationsFolder: before });
    await db.execute(sql`insert into instances (id, name, short_name, module_config)
      values ('default', 'Old', 'Old', ${JSON.stringify({ modules: { home: true, contents: false, chat: true } })}::jsonb)`);

    await migrate(db, { migrationsFolder: MIGRATIONS });
    const [row] = rowsOf<{ module_config: { modules: Record<string, unknown> }; version: number }>(
      await db.execute(sql`select module_config, version from instances where id = 'default'`),
    );
    expect(row?.module_config.modules).toEqual({ home: true, contents: true, chat: true });
    expect(row?.version).toBe(2);
  }, 120_000);

  it('0019 keeps a duplicated e-mail on its oldest user only, and takes the admin role the later ones had', async () => {
    const own = new PGlite();
    try {
      const db = drizzle(own);
      const before = await foldersUpTo('0017_community_orgs_invitations_profiles');
      dirs.push(before);
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`insert into users (uid, display_name, slug, email, role, claims_fingerprint) values
        ('owner', 'Owner', 'owner', 'Boss@Example.test', 'admin', 'f1'),
        ('forged', 'Forged', 'forged', 'boss@example.test', 'admin', 'f2'),
        ('fan', 'Fan', 'fan', 'fan@example.test', 'member', 'f3'),
        ('blank-1', 'Blank', 'blank-1', '', 'member', 'f4'),
        ('blank-2', 'Blank', 'blank-2', ' ', 'member', 'f5')`);

      await migrate(db, { migrationsFolder: MIGRATIONS });
      const rows = rowsOf<{ uid: string; email: string | null; role: string; claims_fingerprint: string }>(
        await db.execute(sql`select uid, email, role, claims_fingerprint from users order by id`),
      );
      expect(rows).toEqual([
        { uid: 'owner', email: 'Boss@Example.test', role: 'admin', claims_fingerprint: 'f1' },
        { uid: 'forged', email: null, role: 'member', claims_fingerprint: '' },
        { uid: 'fan', email: 'fan@example.test', role: 'member', claims_fingerprint: 'f3' },
        { uid: 'blank-1', email: null, role: 'member', claims_fingerprint: 'f4' },
        { uid: 'blank-2', email: null, role: 'member', claims_fingerprint: 'f5' },
      ]);
      await expect(
        db.execute(sql`insert into users (uid, display_name, slug, email) values ('x', 'X', 'x', 'FAN@example.test')`),
      ).rejects.toThrow();
    } finally {
      await own.close();
    }
  }, 120_000);
});
