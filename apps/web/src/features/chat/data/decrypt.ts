import { open, parseSealedContent } from '@tribune/chat-crypto';
import type { ChatDb, LocalMessage } from '../store/db.ts';
import { baseMessage, readableMessage, type ChatMessageWire } from './convert.ts';
import type { ConversationKeyring } from './keyring.ts';

/** Where decrypting gets conversation keys from (the keyring, or a stand-in in tests). */
export type KeySource = Pick<ConversationKeyring, 'get'>;

/**
 * Turns a wire message into its local row: plain text as is; ciphertext opened with the
 * conversation key and the AAD {conversation, sender, key}. No key on this device yet: pending,
 * with the content kept to try again; a ciphertext that does not open: failed.
 */
export async function decodeMessage(wire: ChatMessageWire, keys: KeySource): Promise<LocalMessage> {
  const base = baseMessage(wire);
  const content = wire.attributes.content;
  if (!wire.attributes.encrypted) return readableMessage(base, content);
  return openContent(base, content, keys);
}

async function openContent(
  base: ReturnType<typeof baseMessage>,
  content: string,
  keys: KeySource,
): Promise<LocalMessage> {
  const sealed = parseSealedContent(content);
  if (!sealed || !base.keyId || !base.senderId) return failedMessage(base);
  const key = await keys.get(base.conversationId, base.keyId);
  if (!key) return { ...base, content, text: '', words: [], pending: true, failed: false };
  try {
    const text = await open(sealed, key, {
      conversationId: base.conversationId,
      senderId: base.senderId,
      keyId: base.keyId,
    });
    return readableMessage(base, text);
  } catch {
    return failedMessage(base);
  }
}

function failedMessage(base: ReturnType<typeof baseMessage>): LocalMessage {
  return { ...base, content: null, text: '', words: [], pending: false, failed: true };
}

/** Decodes and stores a batch of wire messages; answers the stored rows. */
export async function storeWireMessages(
  db: ChatDb,
  wires: ChatMessageWire[],
  keys: KeySource,
): Promise<LocalMessage[]> {
  const rows: LocalMessage[] = [];
  // One after the other: the first message of a conversation fetches its keys, the rest reuse them.
  for (const wire of wires) rows.push(await decodeMessage(wire, keys));
  await db.messages.bulkPut(rows);
  return rows;
}

/** Tries every pending message again (a key arrived, the private key became available); answers how many opened. */
export async function reopenPending(db: ChatDb, keys: KeySource): Promise<number> {
  const pending = await db.messages.filter((m) => m.pending).toArray();
  let opened = 0;
  const updated: LocalMessage[] = [];
  for (const m of pending) {
    if (m.content === null) continue;
    const next = await openContent(m, m.content, keys);
    if (!next.pending) {
      opened += next.failed ? 0 : 1;
      updated.push(next);
    }
  }
  if (updated.length > 0) await db.messages.bulkPut(updated);
  return opened;
}
