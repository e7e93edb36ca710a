import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jsonList, rows, type MessageRow } from './repository.ts';
import { date, flag, int, intOrNull, rowReader, text, textOrNull } from '../../db/raw-row.ts';

const MESSAGE_COLUMNS = sql.raw(`m.id::text as id, m.conversation_id::text as conversation_id,
  m.sender_id::text as sender_id, case when u.deleted_at is null then u.display_name end as sender_name,
  m.content, m.key_id::text as key_id, m.encrypted, m.client_id, m.created_at, m.updated_at`);

const messageFrom = rowReader<MessageRow>({
  id: int,
  conversationId: text,
  senderId: intOrNull,
  senderName: textOrNull,
  content: text,
  keyId: textOrNull,
  encrypted: flag,
  clientId: textOrNull,
  createdAt: date,
  updatedAt: date,
});

/** The sender's message with this idempotency key, if any. */
export async function messageByClientId(db: Db, senderId: number, clientId: string): Promise<MessageRow | undefined> {
  const r = await rows(
    db,
    sql`select ${MESSAGE_COLUMNS} from chat_messages m left join users u on u.id = m.sender_id
        where m.sender_id = ${senderId} and m.client_id = ${clientId}`,
  );
  return r[0] ? messageFrom(r[0]) : undefined;
}

/** Stores a message and makes it the conversation's latest, in the caller's transaction. */
export async function insertMessage(
  db: Db,
  v: {
    conversationId: string;
    senderId: number;
    content: string;
    keyId: string | null;
    encrypted: boolean;
    clientId: string | null;
  },
): Promise<MessageRow> {
  const r = await rows(
    db,
    sql`with m as (
          insert into chat_messages (conversation_id, sender_id, content, key_id, encrypted, client_id)
          values (${v.conversationId}::uuid, ${v.senderId}, ${v.content}, ${v.keyId}::uuid, ${v.encrypted}, ${v.clientId})
          returning *
        ), touched as (
          update chat_conversations c set last_message_id = m.id, updated_at = m.created_at from m
          where c.id = m.conversation_id
        )
        select ${MESSAGE_COLUMNS} from m left join users u on u.id = m.sender_id`,
  );
  if (!r[0]) throw new Error('message insert returned nothing');
  return messageFrom(r[0]);
}

/** One page of a conversation's messages, ascending; `hasMore` tells whether the window continues. */
export async function messagesPage(
  db: Db,
  conversationId: string,
  opts: { after?: number; before?: number; limit: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const ascending = opts.after !== undefined;
  const cursor =
    opts.after !== undefined
      ? sql`and m.id > ${opts.after}`
      : opts.before !== undefined
        ? sql`and m.id < ${opts.before}`
        : sql``;
  const order = ascending ? sql`order by m.id asc` : sql`order by m.id desc`;
  const r = await rows(
    db,
    sql`select ${MESSAGE_COLUMNS} from chat_messages m left join users u on u.id = m.sender_id
        where m.conversation_id = ${conversationId}::uuid ${cursor} ${order} limit ${opts.limit + 1}`,
  );
  const page = r.slice(0, opts.limit).map(messageFrom);
  if (!ascending) page.reverse();
  return { rows: page, hasMore: r.length > opts.limit };
}

/** Replaces the content of the sender's own messages in a conversation; returns the changed rows. */
export async function updateOwnMessages(
  db: Db,
  conversationId: string,
  senderId: number,
  changes: Array<{ id: number; content: string; keyId: string | null; encrypted: boolean }>,
): Promise<MessageRow[]> {
  const values = JSON.stringify(
    changes.map((c) => ({ id: c.id, content: c.content, key_id: c.keyId, encrypted: c.encrypted })),
  );
  const r = await rows(
    db,
    sql`with m as (
          update chat_messages t set content = v.content, key_id = v.key_id::uuid, encrypted = v.encrypted,
            updated_at = now()
          from jsonb_to_recordset(${values}::jsonb) as v(id bigint, content text, key_id text, encrypted boolean)
          where t.id = v.id and t.conversation_id = ${conversationId}::uuid and t.sender_id = ${senderId}
          returning t.*
        )
        select ${MESSAGE_COLUMNS} from m left join users u on u.id = m.sender_id order by m.id`,
  );
  return r.map(messageFrom);
}

/** Ids among `ids` that are the sender's own messages in this conversation. */
export async function ownMessageIds(
  db: Db,
  conversationId: string,
  senderId: number,
  ids: number[],
): Promise<Set<number>> {
  const r = await rows(
    db,
    sql`select id::text as id from chat_messages
        where conversation_id = ${conversationId}::uuid and sender_id = ${senderId} and id in ${jsonList(ids, 'bigint')}`,
  );
  return new Set(r.map((x) => Number(x.id)));
}
