import { and, asc, count, eq, inArray } from 'drizzle-orm';
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
