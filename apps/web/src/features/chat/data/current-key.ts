import { currentKeyKey, type ChatContext } from './context.ts';

/** A conversation key this device can seal with. */
export interface UsableKey {
  keyId: string;
  key: CryptoKey;
}

/**
 * The conversation's current key: the key of the newest message this device could read (the
 * partner may have started a newer one), else the key this device last made, else any key the
 * user holds. Null: a new key is due.
 */
export async function chooseConversationKey(ctx: ChatContext, conversationId: string): Promise<UsableKey | null> {
  const recent = await ctx.db.messages
    .where('[conversationId+sentAt]')
    .between([conversationId, ''], [conversationId, '\uffff'])
    .reverse()
    .limit(50)
    .toArray();
  const candidates: string[] = [];
  for (const m of recent) if (m.encrypted && m.keyId && !m.pending && !m.failed) candidates.push(m.keyId);
  const stored = await ctx.db.metadata.get(currentKeyKey(conversationId));
  if (typeof stored?.value === 'string') candidates.push(stored.value);
  const held = await ctx.keyring.heldKeyIds(conversationId);
  candidates.push(...held.reverse());
  const tried = new Set<string>();
  for (const keyId of candidates) {
    if (tried.has(keyId)) continue;
    tried.add(keyId);
    const key = await ctx.keyring.get(conversationId, keyId);
    if (key) return { keyId, key };
  }
  return null;
}
