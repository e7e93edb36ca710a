import { chatApi } from './api.ts';

/**
 * Where "message this user" goes (docs/CHAT.md "The app's rules"): the existing conversation, else (none, or any error)
 * the new-conversation page of the user's slug.
 */
export async function chatPathForUser(
  user: { id: string; slug: string },
  locale: string,
  messagesWord: string,
): Promise<string> {
  const fallback = `/${locale}/${messagesWord}/new/${encodeURIComponent(user.slug)}`;
  try {
    const conversation = await chatApi.userConversation(user.id);
    return conversation ? `/${locale}/${messagesWord}/${encodeURIComponent(conversation.id)}` : fallback;
  } catch (error) {
    console.warn('chat: conversation lookup failed', error);
    return fallback;
  }
}
