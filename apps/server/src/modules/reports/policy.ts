/**
 * The rules of moderation (docs/CONSOLE.md "Moderation"): which status an item of fans' content
 * may move to, and who moves it there. One table of the moderators' transitions, the author's one
 * review request and what a report does.
 */
import type { ReportStatus } from '@tribune/domain';
import { definePolicy, refuse } from '../../platform/policy.ts';
import type { Caller } from '../auth/index.ts';

/** Where a moderator (or an admin) may move an item from each status; nowhere from the others. */
export const MODERATOR_TRANSITIONS: Readonly<Partial<Record<ReportStatus, readonly ReportStatus[]>>> = {
  reported: ['under_review', 'cleared', 'hidden'],
  under_review: ['cleared', 'hidden'],
  // The author's review request: cleared restores the item, hidden keeps it hidden for good.
  review_requested: ['under_review', 'cleared', 'hidden'],
  hidden: ['cleared'],
};

/** The statuses a moderator may set (the targets of MODERATOR_TRANSITIONS). */
export const MODERATOR_TARGETS = ['under_review', 'cleared', 'hidden'] as const;

/** The statuses that close an item's open reports: their reporters are told the outcome. */
export const OUTCOMES: readonly ReportStatus[] = ['cleared', 'hidden'];

/** The statuses of an item waiting for a moderator: the queue's default filter. */
export const OPEN_STATUSES: readonly ReportStatus[] = ['reported', 'under_review', 'review_requested'];

/** The statuses a new report moves to `reported`; any other stays (a report does not reopen a decision pending review). */
export const REPORTABLE_FROM: readonly ReportStatus[] = ['unreported', 'cleared'];

/** A moderation decision as the rules read it. */
export interface Transition {
  from: ReportStatus;
  to: ReportStatus;
}

/** An author's review request as the rules read it. */
export interface ReviewFacts {
  authorId: number;
  status: ReportStatus;
  /** When the author asked already (once only), or null. */
  reviewRequestedAt: Date | null;
}

const moderates = (caller: Caller | undefined) =>
  caller !== undefined && (caller.staffRole === 'admin' || caller.staffRole === 'moderator');

/** Who may move what where. */
export const moderationPolicy = definePolicy(
  'moderation',
  {
    /** A moderator's or an admin's change of status along MODERATOR_TRANSITIONS. */
    move: (caller, t: Transition) => {
      if (!moderates(caller)) return false;
      if (MODERATOR_TRANSITIONS[t.from]?.includes(t.to)) return true;
      return refuse('MODERATION_INVALID_TRANSITION', undefined, {
        'moderation.status': [`cannot move from ${t.from} to ${t.to}`],
      });
    },
    /** The author's request for review: of their own hidden item, once. */
    request_review: (caller, item: ReviewFacts) => {
      if (caller?.user.id !== item.authorId) return false;
      if (item.reviewRequestedAt !== null) return refuse('REVIEW_ALREADY_REQUESTED');
      if (item.status !== 'hidden') {
        return refuse('MODERATION_INVALID_TRANSITION', 'Only a hidden item can be reviewed on request.');
      }
      return true;
    },
  },
  // Somebody else's item answers as one that is not there (it is hidden from them).
  { hides: ['request_review'] },
);

/** The status a report moves an item to. */
export function statusAfterReport(current: ReportStatus): ReportStatus {
  return REPORTABLE_FROM.includes(current) ? 'reported' : current;
}
