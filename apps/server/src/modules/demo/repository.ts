/**
 * The demo seeds' queries (participation.ts, chain.ts): an area's demo rows by their slugs, what a
 * cut-off run wrote of them, their hero images, and the demo fans.
 */
import { and, isNull, like, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** An area's table, the slugs its seed writes, and what of its rows carries comments and likes. */
export interface DemoAreaRows {
  table: 'votings' | 'ideation_missions' | 'ama_sessions' | 'events';
  slugs: string[];
  /**
   * The commentable and likeable things of the demo rows: the rows themselves (no `via`), or the
   * rows of `via.table` whose `via.column` names one of them.
   */
  things: Array<{ type: string; via?: { table: string; column: string } }>;
}

/** The ids of an area's demo rows (its slugs, written by nobody: the seed), as a subquery. */
function demoIds(area: DemoAreaRows): SQL {
  return sql`(select id from ${sql.identifier(area.table)} where created_by is null and slug in (${sql.join(
    area.slugs.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
}

/** Removes what a cut-off run wrote of an area: its demo rows (children cascade), their hero media, and comments and likes on them. */
export async function removeDemoRows(tx: Db, area: DemoAreaRows): Promise<void> {
  for (const thing of area.things) {
    const ids = thing.via
      ? sql`(select id from ${sql.identifier(thing.via.table)} where ${sql.identifier(thing.via.column)} in ${demoIds(area)})`
      : demoIds(area);
    const top = sql`(select id from comments where commentable_type = ${thing.type} and commentable_id in ${ids})`;
    const replies = sql`(select id from comments where commentable_type = 'comment' and commentable_id in ${top})`;
    await tx.execute(
      sql`delete from likes where liked_type = 'comment' and (liked_id in ${top} or liked_id in ${replies})`,
    );
    await tx.execute(sql`delete from comments where id in ${replies}`);
    await tx.execute(sql`delete from comments where id in ${top}`);
    await tx.execute(sql`delete from likes where liked_type = ${thing.type} and liked_id in ${ids}`);
  }
  const heroes = rowsOf<{ id: string | number }>(
    await tx.execute(sql`select hero_medium_id as id from ${sql.identifier(area.table)}
      where id in ${demoIds(area)} and hero_medium_id is not null`),
  ).map((r) => Number(r.id));
  await tx.execute(sql`delete from ${sql.identifier(area.table)} where id in ${demoIds(area)}`);
  // Their hero images' rows too (the files stay: the retry writes the same folder again).
  for (const id of heroes) await tx.execute(sql`delete from content_media where id = ${id}`);
}

/** Whether an area's table has any row. */
export async function areaHasRows(db: Db, area: DemoAreaRows): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from ${sql.identifier(area.table)} limit 1`)).length > 0;
}

/** An area's demo rows that have no hero image yet, with their English title. */
export async function demoRowsWithoutHero(
  db: Db,
  area: DemoAreaRows,
): Promise<Array<{ id: number; slug: string; title: string | null }>> {
  return rowsOf<{ id: string | number; slug: string; title: string | null }>(
    await db.execute(sql`select id, slug, title->>'en' as title from ${sql.identifier(area.table)}
      where hero_medium_id is null and id in ${demoIds(area)}`),
  ).map((r) => ({ id: Number(r.id), slug: r.slug, title: r.title }));
}

/** Points a demo row to its hero image, unless it has one already. */
export async function setHero(tx: Db, area: DemoAreaRows, id: number, mediumId: number): Promise<void> {
  await tx.execute(sql`update ${sql.identifier(area.table)} set hero_medium_id = ${mediumId}
    where id = ${id} and hero_medium_id is null`);
}

/** The demo fans (`demo:` uids) not deleted, by id. */
export async function demoFanRows(db: Db): Promise<Array<{ id: number; uid: string; slug: string }>> {
  return db
    .select({ id: users.id, uid: users.uid, slug: users.slug })
    .from(users)
    .where(and(like(users.uid, 'demo:%'), isNull(users.deletedAt)))
    .orderBy(users.id);
}
