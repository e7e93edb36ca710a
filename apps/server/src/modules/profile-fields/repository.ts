/** Queries of profile fields, their options and the users' answers (no rules). */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { profileFieldOptions, profileFields, userProfileFields } from '../../db/schema.ts';

/** A profile field row. */
export type FieldRow = typeof profileFields.$inferSelect;
/** An option row. */
export type OptionRow = typeof profileFieldOptions.$inferSelect;
/** A field with its options in order. */
export interface FieldWithOptions {
  field: FieldRow;
  options: OptionRow[];
}
/** One stored answer. */
export interface UserValueRow {
  id: number;
  profileFieldId: number;
  value: string;
}
/** The stored fields of a profile field an admin writes. */
export type FieldValues = Pick<FieldRow, 'key' | 'name' | 'fieldType' | 'isMulti' | 'required' | 'position'>;

/** Every field with its options, in order (field position, option position), in ONE statement. */
export async function listFields(db: Db, ids?: number[]): Promise<FieldWithOptions[]> {
  const rows = await db
    .select({ field: profileFields, option: profileFieldOptions })
    .from(profileFields)
    .leftJoin(profileFieldOptions, eq(profileFieldOptions.profileFieldId, profileFields.id))
    .where(ids ? inArray(profileFields.id, ids.length ? ids : [-1]) : undefined)
    .orderBy(
      asc(profileFields.position),
      asc(profileFields.id),
      asc(profileFieldOptions.position),
      asc(profileFieldOptions.id),
    );
  const out = new Map<number, FieldWithOptions>();
  for (const r of rows) {
    const entry = out.get(r.field.id) ?? { field: r.field, options: [] };
    if (r.option) entry.options.push(r.option);
    out.set(r.field.id, entry);
  }
  return [...out.values()];
}

/**
 * A user's answers in ONE statement, in the fields' order: a select answer whose option is gone
 * is left out (an admin deleted it meanwhile).
 */
export async function userValues(db: Db, userId: number): Promise<UserValueRow[]> {
  const rows = rowsOf<{ id: string | number; profile_field_id: string | number; value: string }>(
    await db.execute(sql`
      select v.id, v.profile_field_id, v.value
      from user_profile_fields v
      join profile_fields f on f.id = v.profile_field_id
      left join profile_field_options o
        on f.field_type = 'select' and o.profile_field_id = f.id and o.id::text = v.value
      where v.user_id = ${userId} and (f.field_type <> 'select' or o.id is not null)
      order by f.position, f.id, o.position nulls last, v.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), profileFieldId: Number(r.profile_field_id), value: r.value }));
}

/**
 * Replaces a user's answers to the given fields, in the caller's transaction, under the user's
 * row lock (two saves at once cannot leave both answers to a single field).
 */
export async function replaceUserValues(
  tx: Db,
  userId: number,
  fieldIds: number[],
  rows: Array<{ fieldId: number; value: string }>,
): Promise<void> {
  if (fieldIds.length === 0) return;
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
  await tx
    .delete(userProfileFields)
    .where(and(eq(userProfileFields.userId, userId), inArray(userProfileFields.profileFieldId, fieldIds)));
  if (rows.length === 0) return;
  await tx
    .insert(userProfileFields)
    .values(rows.map((r) => ({ userId, profileFieldId: r.fieldId, value: r.value })))
    .onConflictDoNothing();
}

/** Inserts a field; the key's unique index may refuse it. */
export async function insertField(tx: Db, values: FieldValues): Promise<FieldRow> {
  const [row] = await tx.insert(profileFields).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Changes a field (undefined: no such field). */
export async function updateField(tx: Db, id: number, values: Partial<FieldValues>): Promise<FieldRow | undefined> {
  if (Object.keys(values).length === 0) {
    return (await tx.select().from(profileFields).where(eq(profileFields.id, id)).for('update'))[0];
  }
  return (await tx.update(profileFields).set(values).where(eq(profileFields.id, id)).returning())[0];
}

/** Deletes a field (its options and answers cascade); false when there was none. */
export async function deleteField(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(profileFields).where(eq(profileFields.id, id)).returning({ id: profileFields.id });
  return rows.length > 0;
}

/** Every answer to a field goes (its type or multiplicity changed). */
export async function clearFieldValues(tx: Db, fieldId: number): Promise<void> {
  await tx.delete(userProfileFields).where(eq(userProfileFields.profileFieldId, fieldId));
}

/**
 * Makes a select field's options exactly `options`: rows with an id of this field are updated,
 * rows without are inserted, the others deleted with the answers that chose them. Answers an
 * unknown id; otherwise nothing.
 */
export async function replaceOptions(
  tx: Db,
  fieldId: number,
  options: Array<{ id?: number; name: Record<string, string>; position: number }>,
): Promise<{ unknownId: number } | undefined> {
  const existing = await tx
    .select({ id: profileFieldOptions.id })
    .from(profileFieldOptions)
    .where(eq(profileFieldOptions.profileFieldId, fieldId));
  const ids = new Set(existing.map((r) => r.id));
  const unknown = options.find((o) => o.id !== undefined && !ids.has(o.id));
  if (unknown?.id !== undefined) return { unknownId: unknown.id };
  const kept = options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
  const gone = [...ids].filter((id) => !kept.includes(id));
  if (gone.length) {
    await tx.delete(userProfileFields).where(
      and(
        eq(userProfileFields.profileFieldId, fieldId),
        inArray(
          userProfileFields.value,
          gone.map((id) => String(id)),
        ),
      ),
    );
    await tx
      .delete(profileFieldOptions)
      .where(
        and(
          eq(profileFieldOptions.profileFieldId, fieldId),
          notInArray(profileFieldOptions.id, kept.length ? kept : [-1]),
        ),
      );
  }
  for (const o of options) {
    if (o.id === undefined) {
      await tx.insert(profileFieldOptions).values({ profileFieldId: fieldId, name: o.name, position: o.position });
    } else {
      await tx
        .update(profileFieldOptions)
        .set({ name: o.name, position: o.position })
        .where(eq(profileFieldOptions.id, o.id));
    }
  }
  return undefined;
}

/** Whether any profile field exists (the demo seed leaves such an instance alone). */
export async function hasFields(db: Db): Promise<boolean> {
  return (await db.select({ id: profileFields.id }).from(profileFields).limit(1)).length > 0;
}

/** The kinds of field, as the column stores them (the input and the presenter list them). */
export { PROFILE_FIELD_TYPES } from '../../db/schema.ts';
