import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import {
  date,
  dateOrNull,
  flag,
  int,
  intOrNull,
  listOf,
  rowReader,
  text,
  textOrNull,
  type Raw,
} from '../../db/raw-row.ts';

/**
 * A JSON array parameter, for `in (select ...)` without driver-specific array binding. The
 * elements are cast to the column's type, so the comparison keeps the column's index (values
 * are validated by the route schemas before they get here).
 */
export const jsonList = (values: readonly (string | number)[], type: 'uuid' | 'bigint') =>
  type === 'uuid'
    ? sql`(select jsonb_array_elements_text(${JSON.stringify(values.map(String))}::jsonb)::uuid)`
    : sql`(select jsonb_array_elements_text(${JSON.stringify(values.map(String))}::jsonb)::bigint)`;

/** The rows of a raw statement, whichever driver runs it. */
export async function rows(db: Db, query: SQL): Promise<Raw[]> {
  return rowsOf<Raw>(await db.execute(query));
}

/** A conversation with everything its list entry shows, from one participant's side. */
export interface ConversationRow {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  lastMessageId: number | null;
  lastMessageAt: Date | null;
  partnerId: number | null;
  /** Null when the partner's account is gone. */
  partnerName: string | null;
  partnerSlug: string | null;
  partnerAvatarKey: string | null;
  /** The partner's verified badge (false when their account is gone). */
  partnerVerified: boolean;
  unread: number;
  keyIds: string[];
  hasOwnPlain: boolean;
  userIds: number[];
  readOnly: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
}

/** A stored message with its sender's name. */
export interface MessageRow {
  id: number;
  conversationId: string;
  senderId: number | null;
  senderName: string | null;
  content: string;
  keyId: string | null;
  encrypted: boolean;
  clientId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A participant of a conversation with their account and public key (both may be gone). */
export interface MemberRow {
  conversationUserId: number;
  userId: number | null;
  uid: string;
  displayName: string;
  slug: string;
  avatarKey: string | null;
  /** False when the account is deleted or banned. */
  active: boolean;
  publicKey: string | null;
}

/** Keys the caller holds that one participant lacks (get missing keys). */
export interface KeyShareRow {
  conversationId: string;
  conversationUserId: number;
  userId: number;
  uid: string;
  publicKey: string;
  keyIds: string[];
}

/** A chat user search hit. */
export interface ChatUserRow {
  id: number;
  uid: string;
  displayName: string;
  slug: string;
  avatarKey: string | null;
  hasChatKey: boolean;
  verified: boolean;
}

/** A user as the chat rules see them: missing, deleted, banned or active. */
export interface ChatPeer {
  id: number;
  status: string;
  deleted: boolean;
}

/** The unique pair key of two users: "a:b" with a < b. */
export function pairKeyOf(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

const conversationFrom = rowReader<ConversationRow>({
  id: text,
  createdAt: date,
  updatedAt: date,
  lastMessageId: intOrNull,
  lastMessageAt: dateOrNull,
  partnerId: intOrNull,
  partnerName: textOrNull,
  partnerSlug: textOrNull,
  partnerAvatarKey: textOrNull,
  partnerVerified: flag,
  unread: int,
  keyIds: listOf(text),
  hasOwnPlain: flag,
  userIds: listOf(int),
  readOnly: flag,
  blockedByMe: flag,
  blockedMe: flag,
});

/**
 * The caller's conversations (or only `id`) with partner, unread count, held keys, read-only
 * and block state, newest activity first: one statement for the whole page.
 */
export async function listConversations(
  db: Db,
  userId: number,
  opts: { id?: string; limit: number; offset: number },
): Promise<ConversationRow[]> {
  const only = opts.id === undefined ? sql`` : sql`and c.id = ${opts.id}::uuid`;
  const result = await rows(
    db,
    sql`
    select c.id::text as id, c.created_at, c.updated_at, c.last_message_id::text as last_message_id,
      lm.created_at as last_message_at, p.user_id::text as partner_id,
      case when pu.deleted_at is null then pu.display_name end as partner_name,
      case when pu.deleted_at is null then pu.slug end as partner_slug,
      case when pu.deleted_at is null then pu.avatar_thumb_key end as partner_avatar_key,
      (pu.deleted_at is null and pu.verified is true) as partner_verified,
      (select count(*)::int from chat_messages m
        where m.conversation_id = c.id and m.id > me.last_read_message_id
          and m.sender_id is distinct from me.user_id) as unread,
      coalesce((select json_agg(k.key_id::text order by k.id) from chat_conversation_keys k
        where k.conversation_user_id = me.id), '[]'::json) as key_ids,
      exists(select 1 from chat_messages m
        where m.conversation_id = c.id and m.sender_id = me.user_id and not m.encrypted) as has_own_plain,
      coalesce((select json_agg(cu.user_id::text order by cu.id) from chat_conversation_users cu
        where cu.conversation_id = c.id and cu.user_id is not null), '[]'::json) as user_ids,
      not exists(select 1 from chat_conversation_users cu join users u on u.id = cu.user_id
        where cu.conversation_id = c.id and cu.id <> me.id and u.deleted_at is null
          and u.status <> 'banned') as read_only,
      exists(select 1 from user_blocks b where b.blocker_id = me.user_id and b.blocked_id = p.user_id) as blocked_by_me,
      exists(select 1 from user_blocks b where b.blocker_id = p.user_id and b.blocked_id = me.user_id) as blocked_me
    from chat_conversation_users me
    join chat_conversations c on c.id = me.conversation_id
    left join lateral (select cu.user_id from chat_conversation_users cu
      where cu.conversation_id = c.id and cu.id <> me.id order by cu.id limit 1) p on true
    left join users pu on pu.id = p.user_id
    left join chat_messages lm on lm.id = c.last_message_id
    where me.user_id = ${userId} ${only}
    order by c.updated_at desc, c.id desc
    limit ${opts.limit} offset ${opts.offset}`,
  );
  return result.map(conversationFrom);
}

/** How many conversations the user takes part in. */
export async function countConversations(db: Db, userId: number): Promise<number> {
  const r = await rows(db, sql`select count(*)::int as n from chat_conversation_users where user_id = ${userId}`);
  return Number(r[0]?.n ?? 0);
}

/** Every participant of these conversations with account state and public key. */
export async function membersOf(db: Db, conversationIds: string[]): Promise<Map<string, MemberRow[]>> {
  const r = await rows(
    db,
    sql`select cu.conversation_id::text as cid, cu.id::text as cu_id, cu.user_id::text as user_id,
          u.uid, u.display_name, u.slug, u.avatar_thumb_key,
          (u.id is not null and u.deleted_at is null and u.status <> 'banned') as active, k.public_key
        from chat_conversation_users cu
        left join users u on u.id = cu.user_id
        left join chat_user_keys k on k.user_id = cu.user_id
        where cu.conversation_id in ${jsonList(conversationIds, 'uuid')}
        order by cu.id`,
  );
  const map = new Map<string, MemberRow[]>();
  for (const x of r) {
    const member: MemberRow = {
      conversationUserId: Number(x.cu_id),
      userId: intOrNull(x.user_id),
      uid: String(x.uid ?? ''),
      displayName: String(x.display_name ?? ''),
      slug: String(x.slug ?? ''),
      avatarKey: textOrNull(x.avatar_thumb_key),
      active: x.active === true,
      publicKey: textOrNull(x.public_key),
    };
    const cid = String(x.cid);
    map.set(cid, [...(map.get(cid) ?? []), member]);
  }
  return map;
}

/** Locks a conversation row for the rest of the transaction (sends serialise per conversation). */
export async function lockConversation(db: Db, id: string): Promise<boolean> {
  const r = await rows(db, sql`select id from chat_conversations where id = ${id}::uuid for update`);
  return r.length > 0;
}

/** Creates a conversation unless its id or pair exists already; returns whether it was created. */
export async function insertConversation(db: Db, v: { id: string; pairKey: string; createdBy: number }) {
  const r = await rows(
    db,
    sql`insert into chat_conversations (id, pair_key, created_by) values (${v.id}::uuid, ${v.pairKey}, ${v.createdBy})
        on conflict do nothing returning id`,
  );
  return r.length > 0;
}

/** The conversation of a pair of users, if any. */
export async function conversationByPair(db: Db, pairKey: string): Promise<string | undefined> {
  const r = await rows(db, sql`select id::text as id from chat_conversations where pair_key = ${pairKey}`);
  return textOrNull(r[0]?.id) ?? undefined;
}

/** Adds participants; returns user id → participant row id. */
export async function insertMembers(db: Db, conversationId: string, userIds: number[]): Promise<Map<number, number>> {
  const r = await rows(
    db,
    sql`insert into chat_conversation_users (conversation_id, user_id)
        select ${conversationId}::uuid, u::bigint from jsonb_array_elements_text(${JSON.stringify(userIds.map(String))}::jsonb) u
        returning id::text as id, user_id::text as user_id`,
  );
  return new Map(r.map((x) => [Number(x.user_id), Number(x.id)]));
}

/** Moves the participant's read mark forward to `upTo` (capped at the latest message); returns the mark. */
export async function markRead(db: Db, conversationUserId: number, upTo: number | null): Promise<number> {
  const r = await rows(
    db,
    sql`update chat_conversation_users cu set last_read_message_id = greatest(cu.last_read_message_id,
          least(coalesce(${upTo}::bigint, c.last_message_id, 0), coalesce(c.last_message_id, 0)))
        from chat_conversations c where c.id = cu.conversation_id and cu.id = ${conversationUserId}
        returning cu.last_read_message_id::text as mark`,
  );
  return Number(r[0]?.mark ?? 0);
}

/** Every user who shares a conversation with this user. */
export async function partnerIds(db: Db, userId: number): Promise<number[]> {
  const r = await rows(
    db,
    sql`select distinct p.user_id::text as id from chat_conversation_users me
        join chat_conversation_users p on p.conversation_id = me.conversation_id and p.id <> me.id
        where me.user_id = ${userId} and p.user_id is not null`,
  );
  return r.map((x) => Number(x.id));
}

/** A user as the chat rules see them, or undefined when no row exists. */
export async function findPeer(db: Db, id: number): Promise<ChatPeer | undefined> {
  const r = await rows(db, sql`select id::text as id, status, deleted_at from users where id = ${id}`);
  const x = r[0];
  return x ? { id: Number(x.id), status: String(x.status), deleted: x.deleted_at !== null } : undefined;
}

/** Escapes LIKE wildcards so the search term matches literally. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Users matching a search for the chat: never the caller, deleted, banned or blocked either way. */
export async function searchUsers(
  db: Db,
  userId: number,
  term: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ChatUserRow[]; total: number }> {
  const pattern = likePattern(term);
  const where = sql`u.id <> ${userId} and u.deleted_at is null and u.status <> 'banned'
    and (u.display_name ilike ${pattern} escape '\\' or u.slug ilike ${pattern} escape '\\')
    and not exists (select 1 from user_blocks b where (b.blocker_id = ${userId} and b.blocked_id = u.id)
      or (b.blocker_id = u.id and b.blocked_id = ${userId}))`;
  const [found, counted] = await Promise.all([
    rows(
      db,
      sql`select u.id::text as id, u.uid, u.display_name, u.slug, u.avatar_thumb_key, u.verified,
            exists(select 1 from chat_user_keys k where k.user_id = u.id and k.public_key is not null) as has_key
          from users u where ${where} order by lower(u.display_name), u.id limit ${page.limit} offset ${page.offset}`,
    ),
    rows(db, sql`select count(*)::int as n from users u where ${where}`),
  ]);
  return {
    rows: found.map((x) => ({
      id: Number(x.id),
      uid: String(x.uid),
      displayName: String(x.display_name),
      slug: String(x.slug),
      avatarKey: textOrNull(x.avatar_thumb_key),
      hasChatKey: x.has_key === true,
      verified: x.verified === true,
    })),
    total: Number(counted[0]?.n ?? 0),
  };
}
