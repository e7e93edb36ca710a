import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { jsonList, rows, type KeyShareRow } from './repository.ts';
import { listOf, text } from '../../db/raw-row.ts';

/** A user's stored chat keys (any of them may be missing). */
export interface UserKeysRow {
  publicKey: string | null;
  encryptedPrivateKey: string | null;
  cachedKey: string | null;
  cachedAt: Date | null;
}

type Raw = Record<string, unknown>;

/** Which participant rows hold each of these key ids, per conversation ("cid|key" → row ids). */
export async function keyHolders(
  db: Db,
  conversationIds: string[],
  keyIds: string[],
): Promise<Map<string, Set<number>>> {
  const map = new Map<string, Set<number>>();
  if (conversationIds.length === 0 || keyIds.length === 0) return map;
  const r = await rows(
    db,
    sql`select conversation_id::text as cid, key_id::text as key_id, conversation_user_id::text as cu_id
        from chat_conversation_keys
        where conversation_id in ${jsonList(conversationIds, 'uuid')} and key_id in ${jsonList(keyIds, 'uuid')}`,
  );
  for (const x of r) {
    const k = `${String(x.cid)}|${String(x.key_id)}`;
    map.set(k, (map.get(k) ?? new Set()).add(Number(x.cu_id)));
  }
  return map;
}

/** A wrapped key to store. */
export interface KeyInsert {
  conversationId: string;
  conversationUserId: number;
  keyId: string;
  encryptedKey: string;
}

/** Stores wrapped keys, keeping any existing (participant, key) row; returns those inserted. */
export async function insertKeys(db: Db, keys: KeyInsert[]): Promise<KeyInsert[]> {
  if (keys.length === 0) return [];
  const values = JSON.stringify(
    keys.map((k) => ({ c: k.conversationId, u: k.conversationUserId, k: k.keyId, e: k.encryptedKey })),
  );
  const r = await rows(
    db,
    sql`insert into chat_conversation_keys (conversation_id, conversation_user_id, key_id, encrypted_key)
        select v.c::uuid, v.u, v.k::uuid, v.e from jsonb_to_recordset(${values}::jsonb) as v(c text, u bigint, k text, e text)
        on conflict (conversation_user_id, key_id) do nothing
        returning conversation_id::text as c, conversation_user_id::text as u, key_id::text as k, encrypted_key as e`,
  );
  return r.map((x) => ({
    conversationId: String(x.c),
    conversationUserId: Number(x.u),
    keyId: String(x.k),
    encryptedKey: String(x.e),
  }));
}

/** The participant's own wrapped keys. */
export async function ownKeys(
  db: Db,
  conversationUserId: number,
): Promise<Array<{ key_id: string; encrypted_key: string }>> {
  const r = await rows(
    db,
    sql`select key_id::text as key_id, encrypted_key from chat_conversation_keys
        where conversation_user_id = ${conversationUserId} order by id`,
  );
  return r.map((x) => ({ key_id: String(x.key_id), encrypted_key: String(x.encrypted_key) }));
}

/** Keys the user holds that another active participant with a public key lacks, per participant. */
export async function missingKeys(db: Db, userId: number): Promise<KeyShareRow[]> {
  const r = await rows(
    db,
    sql`select p.conversation_id::text as cid, p.id::text as cu_id, p.user_id::text as user_id, u.uid, k.public_key,
          json_agg(distinct mk.key_id::text) as key_ids
        from chat_conversation_users me
        join chat_conversation_keys mk on mk.conversation_user_id = me.id
        join chat_conversation_users p on p.conversation_id = me.conversation_id and p.id <> me.id
        join users u on u.id = p.user_id and u.deleted_at is null and u.status <> 'banned'
        join chat_user_keys k on k.user_id = p.user_id and k.public_key is not null
        where me.user_id = ${userId}
          and not exists (select 1 from chat_conversation_keys pk where pk.conversation_user_id = p.id and pk.key_id = mk.key_id)
        group by p.conversation_id, p.id, p.user_id, u.uid, k.public_key
        order by p.id
        limit 500`,
  );
  return r.map((x) => ({
    conversationId: String(x.cid),
    conversationUserId: Number(x.cu_id),
    userId: Number(x.user_id),
    uid: String(x.uid),
    publicKey: String(x.public_key),
    keyIds: listOf(text)(x.key_ids).sort(),
  }));
}

/** Removes every conversation key wrapped for the user; returns how many went. */
export async function deleteAllKeys(db: Db, userId: number): Promise<number> {
  const r = await rows(
    db,
    sql`delete from chat_conversation_keys k using chat_conversation_users cu
        where cu.id = k.conversation_user_id and cu.user_id = ${userId} returning k.id`,
  );
  return r.length;
}

/** The user's chat keys, or undefined when none was ever stored. */
export async function findUserKeys(db: Db, userId: number): Promise<UserKeysRow | undefined> {
  const r = rowsOf<Raw>(
    await db.execute(
      sql`select public_key, encrypted_private_key, cached_key, cached_at from chat_user_keys where user_id = ${userId}`,
    ),
  )[0];
  if (!r) return undefined;
  return {
    publicKey: (r.public_key as string | null) ?? null,
    encryptedPrivateKey: (r.encrypted_private_key as string | null) ?? null,
    cachedKey: (r.cached_key as string | null) ?? null,
    cachedAt: r.cached_at ? new Date(r.cached_at as string) : null,
  };
}

/** The public key of the user with this uid (null when unknown or not set). */
export async function publicKeyByUid(db: Db, uid: string): Promise<string | null> {
  const r = rowsOf<Raw>(
    await db.execute(sql`select k.public_key from users u join chat_user_keys k on k.user_id = u.id
      where u.uid = ${uid} and u.deleted_at is null`),
  )[0];
  return (r?.public_key as string | null | undefined) ?? null;
}

/** Sets the user's public key; `dropBackup` also clears the password backup (it held another key). */
export async function setPublicKey(db: Db, userId: number, publicKey: string, dropBackup: boolean): Promise<void> {
  await db.execute(sql`insert into chat_user_keys (user_id, public_key, public_key_updated_at)
    values (${userId}, ${publicKey}, now())
    on conflict (user_id) do update set public_key = excluded.public_key, public_key_updated_at = now(),
      encrypted_private_key = case when ${dropBackup} then null else chat_user_keys.encrypted_private_key end,
      backup_updated_at = case when ${dropBackup} then null else chat_user_keys.backup_updated_at end`);
}

/** Sets the user's password backup envelope. */
export async function setPrivateKey(db: Db, userId: number, envelope: string): Promise<void> {
  await db.execute(sql`insert into chat_user_keys (user_id, encrypted_private_key, backup_updated_at)
    values (${userId}, ${envelope}, now())
    on conflict (user_id) do update set encrypted_private_key = excluded.encrypted_private_key, backup_updated_at = now()`);
}

/** Sets (or with null clears) the user's one-time transfer envelope. */
export async function setCachedKey(db: Db, userId: number, envelope: string | null): Promise<void> {
  await db.execute(sql`insert into chat_user_keys (user_id, cached_key, cached_at)
    values (${userId}, ${envelope}, case when ${envelope}::text is null then null else now() end)
    on conflict (user_id) do update set cached_key = excluded.cached_key, cached_at = excluded.cached_at`);
}
