/**
 * The rules every parent with contributions shares (an ideation mission, an AMA session;
 * docs/PARTICIPATION.md "The participation kit"), for the type's `definePolicy` in its policy.ts:
 * who sees it, its preview token, adding while it is open, editing by the author while it is open.
 */
import { isOpenUntil, type ErrorCode } from '@tribune/domain';
import type { Caller } from '../caller.ts';
import { refuse, type Verdict } from '../policy.ts';
import { previewTokenMatches } from './contributions.ts';

/** Whether a parent is still open (ends_at in the future). */
export function isOpen(parent: { endsAt: Date }, now: Date = new Date()): boolean {
  return isOpenUntil(parent.endsAt, now);
}

/** What a type's rules say besides the shared ones. */
export interface ContributionRulesSpec<Seen, Contribution> {
  /** Whether the caller sees the parent (published, or any for admins, ...). */
  sees: (caller: Caller | undefined, parent: Seen) => boolean;
  /** The refusal of adding to a closed parent. */
  closed: ErrorCode;
  /** The 403 message when a caller who is not the author edits. */
  notAuthor: string;
  /** The message of `closed` when editing under a closed parent. */
  closedEdit: string;
  /** The type's further condition of an edit (e.g. unanswered). */
  editable?: (contribution: Contribution) => Verdict;
}

/** The rules `see`, `preview`, `add` and `edit` of a parent with contributions (spread into definePolicy). */
export function contributionRules<Seen, Contribution extends { userId: number }>(
  spec: ContributionRulesSpec<Seen, Contribution>,
) {
  const { sees } = spec;
  return {
    /** As the type's `sees`. */
    see: sees,
    /** As `see`, or with the parent's preview token (its own show only). */
    preview: (caller: Caller | undefined, subject: { parent: Seen & { previewToken: string }; token?: string }) =>
      sees(caller, subject.parent) || previewTokenMatches(subject.token, subject.parent),
    /** A parent takes contributions while it is open. */
    add: (_caller: Caller | undefined, parent: { endsAt: Date }) => isOpen(parent) || refuse(spec.closed),
    /** The author edits, while the parent is open (and as the type's `editable` says). */
    edit: (caller: Caller | undefined, subject: { contribution: Contribution; parent: { endsAt: Date } }) => {
      if (caller === undefined || caller.user.id !== subject.contribution.userId) {
        return refuse('FORBIDDEN', spec.notAuthor);
      }
      if (!isOpen(subject.parent)) return refuse(spec.closed, spec.closedEdit);
      return spec.editable ? spec.editable(subject.contribution) : true;
    },
  };
}
