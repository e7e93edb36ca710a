import { wrapConversationKey } from '@tribune/chat-crypto';
import type { ChatContext } from './context.ts';

/** The most keys one create-keys call takes (docs/CHAT.md). */
const BATCH = 100;

/**
 * Shares the conversation keys this user holds with partners who lack them and now have a public
 * key (GET missing -> wrap each for the partner -> POST in batches). Answers how many were sent.
 * A key this device cannot unwrap (not restored yet) is skipped: another device or a later run shares it.
 */
export async function shareMissingKeys(ctx: ChatContext): Promise<number> {
  if (!ctx.e2e || !(await ctx.privateKey())) return 0;
  const shares = await ctx.api.missingKeys();
  const out: Array<{ chat_conversation_id: string; user_id: string; key_id: string; encrypted_key: string }> = [];
  for (const share of shares) {
    const a = share.attributes;
    for (const keyId of a.key_ids) {
      const key = await ctx.keyring.get(a.chat_conversation_id, keyId);
      if (!key) continue;
      try {
        out.push({
          chat_conversation_id: a.chat_conversation_id,
          user_id: a.user_id,
          key_id: keyId,
          encrypted_key: await wrapConversationKey(key, a.public_key),
        });
      } catch (error) {
        // A partner's unusable public key must not stop the shares for everyone else.
        console.warn('chat: could not wrap a key for', a.user_id, error);
      }
    }
  }
  for (let i = 0; i < out.length; i += BATCH) await ctx.api.createKeys(out.slice(i, i + BATCH));
  return out.length;
}

/** Runs `task` one at a time; a request while it runs schedules exactly one more run afterwards. */
export function serialized(task: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          try {
            await task();
          } catch (error) {
            console.warn('chat: background task failed', error);
          }
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  return run;
}
