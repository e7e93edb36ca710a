import { isOpenUntil } from '@tribune/domain';
import type { Caller } from '../../platform/caller.ts';
import { definePolicy, refuse } from '../../platform/policy.ts';
import { previewTokenMatches } from '../../platform/participation/index.ts';

/** The state of an AMA session its rules read. */
export interface SessionFacts {
  published: boolean;
  previewToken: string;
  endsAt: Date;
  hostUserId: number | null;
}

/** A question as its rules read it. */
export interface QuestionFacts {
  userId: number;
  answeredAt: Date | null;
}

/** Whether the caller sees it (the `see` rule, which `preview` widens). */
const sees = (caller: Caller | undefined, session: Pick<SessionFacts, 'published' | 'hostUserId'>) =>
  session.published || caller?.admin === true || isHost(caller, session);

/**
 * Who may do what with AMA sessions and questions (docs/PARTICIPATION.md, "AMA sessions"):
 * - a session exists for everybody once published; before that for admins and its host (`see`),
 *   and for anybody holding its preview token on the session's own show (`preview`), 404 otherwise;
 * - a session takes questions while it is open (ends_at in the future);
 * - only a question's author edits it, while the session is open and the question unanswered;
 * - only the session's host, or an admin, answers (also after the end); anybody else gets 403.
 */
export const amaPolicy = definePolicy(
  'amas',
  {
    /** Published, or any for admins and the host. */
    see: sees,
    /** As `see`, or with the session's preview token (its own show only). */
    preview: (caller, subject: { parent: SessionFacts; token?: string }) =>
      sees(caller, subject.parent) || previewTokenMatches(subject.token, subject.parent),
    /** A session takes questions while it is open. */
    add: (_caller, session: Pick<SessionFacts, 'endsAt'>) => isOpen(session) || refuse('AMA_SESSION_CLOSED'),
    /** The author edits while the session is open and the question unanswered. */
    edit: (caller, subject: { contribution: QuestionFacts; parent: Pick<SessionFacts, 'endsAt'> }) => {
      if (caller === undefined || caller.user.id !== subject.contribution.userId) {
        return refuse('FORBIDDEN', 'Only the author can edit this question.');
      }
      if (!isOpen(subject.parent)) {
        return refuse('AMA_SESSION_CLOSED', 'This AMA session is closed: its questions can no longer be edited.');
      }
      return subject.contribution.answeredAt === null || refuse('AMA_QUESTION_ANSWERED');
    },
    /** The session's host, or an admin, answers its questions. */
    answer: (caller, session: Pick<SessionFacts, 'hostUserId'>) =>
      caller !== undefined && (caller.admin || isHost(caller, session)),
  },
  {
    hides: ['see', 'preview'],
    messages: { answer: 'Only the host of this AMA session can answer its questions.' },
  },
);

/** Whether the caller is the session's host. */
export function isHost(caller: Caller | undefined, session: Pick<SessionFacts, 'hostUserId'>): boolean {
  return caller !== undefined && session.hostUserId !== null && session.hostUserId === caller.user.id;
}

/** Whether a session is still open. */
export function isOpen(session: Pick<SessionFacts, 'endsAt'>, now: Date = new Date()): boolean {
  return isOpenUntil(session.endsAt, now);
}
