/**
 * The community's notifications (docs/COMMUNITY.md "Notifications"): a mention in a group post or
 * a feed post, an invitation to a group, an approved join request. Producers only: the services of
 * spaces, group posts and feed posts call them; every rule of who is told lives here and in
 * `NotificationService.notify` (own action, blocks, modules, preferences, banned or deleted users).
 */
import type { Db } from '../../db/client.ts';
import { spacesPolicy, type GroupFacts } from './policy.ts';
import { mentionedStandings } from './repository.ts';
import type { Notified, Notifier } from '../notifications/index.ts';

/** A group as its notifications name it: the link's slug and the name shown in the text. */
export interface NotifiedGroup extends GroupFacts {
  id: number;
  slug: string;
  name: string;
}

/** A post whose mentions may notify: its id and slug, and its group for a group post. */
export type MentionedPost =
  | { type: 'group_post'; id: number; slug: string; group: NotifiedGroup }
  | { type: 'feed_post'; id: number; slug: string };

/**
 * Of the users a post mentions, those who may read it in its group, as the group's rule table decides
 * one by one (`sees('see_posts')` for their membership and instance rights), read in ONE statement.
 * Nobody is told about a post they would find missing (a members-only post, a private group).
 */
export async function groupPostReaders(db: Db, group: GroupFacts & { id: number }, userIds: number[]) {
  const standings = await mentionedStandings(db, group.id, userIds);
  return standings
    .filter((r) => {
      // The mentioned user's standing, not a request's: the policy reads only their instance rights.
      const actor = spacesPolicy.actorOf({ admin: r.admin }, r.membership);
      return spacesPolicy.sees('see_posts', group, actor);
    })
    .map((r) => r.id);
}

/**
 * Tells the users newly mentioned in a post (`group_post.mentioned`, `feed_post.mentioned`): on an
 * edit only those who were not mentioned before, in a group post only those who may read it. Runs
 * after the post is written (each notification in its own transaction, published at once).
 */
export async function notifyMentions(
  notifier: Notifier | undefined,
  m: { post: MentionedPost; authorId: number; mentionedIds: number[]; previousIds?: number[] },
): Promise<void> {
  if (!notifier?.moduleOn()) return;
  const before = new Set(m.previousIds ?? []);
  let ids = m.mentionedIds.filter((id) => !before.has(id) && id !== m.authorId);
  if (ids.length === 0) return;
  const { post } = m;
  try {
    if (post.type === 'group_post') ids = await groupPostReaders(notifier.db, post.group, ids);
  } catch (err) {
    notifier.failed(err, 'mention notification');
    return;
  }
  const resource =
    post.type === 'group_post'
      ? {
          type: 'group_post',
          id: String(post.id),
          slug: post.slug,
          title: post.group.name,
          parent: { type: 'fan_group', id: String(post.group.id), slug: post.group.slug },
        }
      : { type: 'feed_post', id: String(post.id), slug: post.slug };
  for (const userId of ids) {
    await notifier.notify({
      userId,
      key: post.type === 'group_post' ? 'group_post.mentioned' : 'feed_post.mentioned',
      actorId: m.authorId,
      parameters: { serialized_resource: resource },
    });
  }
}

/** The resource of a group's notifications: the group page's link and its name. */
function groupResource(group: Pick<NotifiedGroup, 'id' | 'slug' | 'name'>) {
  return { type: 'fan_group', id: String(group.id), slug: group.slug, title: group.name };
}

/**
 * Inside the membership change's transaction: tells an invited user (`fan_group.invited`) and a user
 * whose join request was approved (`fan_group.join_approved`). The caller publishes after commit.
 */
export async function notifyMembership(
  notifier: Notifier | undefined,
  tx: Db,
  e: {
    key: 'fan_group.invited' | 'fan_group.join_approved';
    group: Pick<NotifiedGroup, 'id' | 'slug' | 'name'>;
    userId: number;
    actorId: number;
  },
): Promise<Notified | undefined> {
  if (!notifier?.moduleOn()) return undefined;
  return notifier.notify(
    {
      userId: e.userId,
      key: e.key,
      actorId: e.actorId,
      parameters: { serialized_resource: groupResource(e.group) },
    },
    tx,
  );
}
