import { chatApi } from './api.ts';

/** A user found by the chat user search. */
export interface ChatUser {
  id: string;
  uid: string;
  displayName: string;
  slug: string;
  avatar: string | null;
  hasChatKey: boolean;
  verified: boolean;
}

/** Users per search page. */
const PER_PAGE = 20;

/** GET /v2/chat_users: one page of users matching `query` (never the caller, blocked or deleted ones). */
export async function searchUsers(query: string, page = 1): Promise<{ users: ChatUser[]; total: number }> {
  const search = query.trim();
  if (search.length === 0) return { users: [], total: 0 };
  const { data, total } = await chatApi.users(search, page, PER_PAGE);
  return {
    users: data.map((u) => ({
      id: u.id,
      uid: u.attributes.uid,
      displayName: u.attributes.display_name,
      slug: u.attributes.slug,
      avatar: u.attributes.avatar_thumbnail,
      hasChatKey: u.attributes.has_chat_key,
      verified: u.attributes.verified,
    })),
    total,
  };
}
