import type { Db } from '../../db/client.ts';
import { commentFacts } from './repository.ts';
import type { Notified, Notifier } from './service.ts';

/**
 * The notifications of a new comment, inside its transaction: a reply notifies the author of the
 * comment replied to (`comment.replied`), a comment on a content notifies whoever created it
 * (`content.commented`, folded per content). The caller publishes the result after commit.
 */
export async function notifyCommentCreated(
  notifier: Notifier,
  tx: Db,
  c: { commentId: number; type: string; targetId: number; authorId: number },
): Promise<Array<Notified | undefined>> {
  if ((c.type !== 'comment' && c.type !== 'content') || !notifier.moduleOn()) return [];
  let facts: Awaited<ReturnType<typeof commentFacts>>;
  try {
    facts = await commentFacts(tx, c.type, c.targetId);
  } catch (err) {
    notifier.failed(err, 'comment notification');
    return [];
  }
  if (!facts) return [];
  const parent = {
    type: facts.root.type,
    id: String(facts.root.id),
    ...(facts.root.slug ? { slug: facts.root.slug } : {}),
  };
  if (c.type === 'comment' && facts.parentAuthorId !== null) {
    return [
      await notifier.notify(
        {
          userId: facts.parentAuthorId,
          key: 'comment.replied',
          actorId: c.authorId,
          parameters: { serialized_resource: { type: 'comment', id: String(c.commentId), parent } },
        },
        tx,
      ),
    ];
  }
  if (c.type === 'content' && facts.contentOwnerId !== null) {
    return [
      await notifier.notify(
        {
          userId: facts.contentOwnerId,
          key: 'content.commented',
          actorId: c.authorId,
          groupKey: `content-comments:${c.targetId}`,
          parameters: { serialized_resource: { type: 'comment', id: String(c.commentId), parent } },
        },
        tx,
      ),
    ];
  }
  return [];
}

/**
 * A new like of a comment tells its author (`comment.liked`, folded per comment: "Anna and 12
 * others liked your comment"). The thread's root is read only when a notification is due.
 */
export async function notifyCommentLiked(
  notifier: Notifier,
  l: { commentId: number; authorId: number; actorId: number },
): Promise<void> {
  if (l.authorId === l.actorId || !notifier.moduleOn()) return;
  let facts: Awaited<ReturnType<typeof commentFacts>>;
  try {
    facts = await commentFacts(notifier.db, 'comment', l.commentId);
  } catch (err) {
    notifier.failed(err, 'like notification');
    return;
  }
  const parent = facts && {
    type: facts.root.type,
    id: String(facts.root.id),
    ...(facts.root.slug ? { slug: facts.root.slug } : {}),
  };
  await notifier.notify({
    userId: l.authorId,
    key: 'comment.liked',
    actorId: l.actorId,
    groupKey: `comment-likes:${l.commentId}`,
    parameters: { serialized_resource: { type: 'comment', id: String(l.commentId), ...(parent ? { parent } : {}) } },
  });
}

/**
 * A chat message tells the other participants (`chat_message.received`, folded per conversation
 * while unopened), inside the message's transaction; never the message text (the server has none).
 */
export async function notifyChatMessage(
  notifier: Notifier,
  tx: Db,
  m: { conversationId: string; senderId: number; recipientIds: number[] },
): Promise<Array<Notified | undefined>> {
  const out: Array<Notified | undefined> = [];
  for (const userId of m.recipientIds) {
    out.push(
      await notifier.notify(
        {
          userId,
          key: 'chat_message.received',
          actorId: m.senderId,
          groupKey: chatGroupKey(m.conversationId),
          parameters: { serialized_resource: { type: 'chat_conversation', id: m.conversationId } },
        },
        tx,
      ),
    );
  }
  return out;
}

/** The group of a conversation's chat notifications (opened by the recipient's read receipt). */
export function chatGroupKey(conversationId: string): string {
  return `chat:${conversationId}`;
}
