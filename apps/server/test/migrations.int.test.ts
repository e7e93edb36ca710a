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
});
