import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuItems } from '../../db/schema.ts';

/** A menu item row. */
export type MenuItemRow = typeof menuItems.$inferSelect;

/** One page of menu items, optionally of some positions, in display order, with the total. */
export async function listMenuItems(
  db: Db,
  opts: { positions?: string[]; limit: number; offset: number },
): Promise<{ rows: MenuItemRow[]; total: number }> {
  const where = opts.positions?.length ? and(inArray(menuItems.position, opts.positions)) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(menuItems)
      .where(where)
      .orderBy(asc(menuItems.position), asc(menuItems.sortOrder), asc(menuItems.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(menuItems).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** One menu item by id. */
export async function findMenuItem(db: Db, id: number): Promise<MenuItemRow | undefined> {
  const rows = await db.select().from(menuItems).where(eq(menuItems.id, id)).limit(1);
  return rows[0];
}

/** Inserts menu items (seed and admin). */
export async function insertMenuItems(db: Db, values: Array<typeof menuItems.$inferInsert>): Promise<void> {
  if (values.length) await db.insert(menuItems).values(values);
}

/** The values of a menu item an admin writes. */
export type MenuItemValues = Pick<
  typeof menuItems.$inferInsert,
  'position' | 'menuType' | 'title' | 'icon' | 'target' | 'appName'
>;

/**
 * Takes the transaction's lock of one position's order (PostgreSQL: across servers), so that
 * reorders, and items added at its end, of one position happen one after the other.
 */
export async function lockPosition(tx: Db, position: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`menu_items:${position}`}))`);
}

/** Every item, all positions, in display order. */
export async function allMenuItems(db: Db): Promise<MenuItemRow[]> {
  return db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.sortOrder), asc(menuItems.id));
}

/** The ids of one position's items in display order. */
export async function positionIds(db: Db, position: string): Promise<number[]> {
  const rows = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(eq(menuItems.position, position))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  return rows.map((r) => r.id);
}

/** The next sort order at the end of a position. */
export async function nextSortOrder(db: Db, position: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`coalesce(max(${menuItems.sortOrder}) + 1, 0)::int` })
    .from(menuItems)
    .where(eq(menuItems.position, position));
  return Number(rows[0]?.n ?? 0);
}

/** Inserts one item. */
export async function insertMenuItem(db: Db, values: MenuItemValues & { sortOrder: number }): Promise<MenuItemRow> {
  const rows = await db.insert(menuItems).values(values).returning();
  return rows[0]!;
}

/** One item by id, locked for its change. */
export async function lockMenuItem(db: Db, id: number): Promise<MenuItemRow | undefined> {
  const rows = await db.select().from(menuItems).where(eq(menuItems.id, id)).for('update').limit(1);
  return rows[0];
}

/** Replaces an item's values (and its sort order, when it moves to another position). */
export async function updateMenuItem(
  db: Db,
  id: number,
  values: MenuItemValues & { sortOrder?: number },
): Promise<MenuItemRow | undefined> {
  const rows = await db.update(menuItems).set(values).where(eq(menuItems.id, id)).returning();
  return rows[0];
}

/** Deletes an item. */
export async function deleteMenuItem(db: Db, id: number): Promise<void> {
  await db.delete(menuItems).where(eq(menuItems.id, id));
}

/** Gives one position's items the sort orders 0, 1, 2… in the order of `ids` (one statement). */
export async function setPositionOrder(db: Db, position: string, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id} then ${i}`),
    sql` `,
  );
  await db
    .update(menuItems)
    .set({ sortOrder: sql`(case ${menuItems.id} ${cases} end)::int` })
    .where(and(eq(menuItems.position, position), inArray(menuItems.id, ids)));
}
