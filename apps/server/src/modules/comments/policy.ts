import { definePolicy } from '../../platform/policy.ts';

/** A comment as its rules read it. */
export interface CommentFacts {
  /** Its author. */
  userId: number;
}

/**
 * Who may do what with comments (docs/DECISIONS.md "Comments, likes and reports (issue #4)"):
 * seeing a comment is its resource's rule (the resource registry); only the author edits a
 * comment (moderation arrives with the admin issue).
 */
export const commentPolicy = definePolicy(
  'comments',
  {
    /** Edit a comment: its author only. */
    edit: (caller, comment: CommentFacts) => caller !== undefined && caller.user.id === comment.userId,
  },
  { messages: { edit: 'Only the author can edit this comment.' } },
);
