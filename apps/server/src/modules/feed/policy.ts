import { definePolicy } from '../../platform/policy.ts';

/** A feed post as its rules read it. */
export interface FeedPostFacts {
  /** Its author. */
  userId: number;
}

/**
 * Who may do what with feed posts (docs/COMMUNITY.md "Feed"): any signed-in user posts while the
 * module is on (the route's access and module gate say so), so its author may always edit a feed
 * post; its author or an instance admin deletes it.
 */
export const feedPolicy = definePolicy(
  'feed',
  {
    /** Edit a post: its author only. */
    edit: (caller, post: FeedPostFacts) => caller?.user.id === post.userId,
    /** Delete a post: its author or an instance admin. */
    delete: (caller, post: FeedPostFacts) => caller !== undefined && (caller.user.id === post.userId || caller.admin),
  },
  { messages: { edit: 'Only its author can edit a post.' } },
);
