import type { Caller } from '../../platform/caller.ts';
import { contributionRules } from '../../platform/participation/index.ts';
import { definePolicy, refuse } from '../../platform/policy.ts';

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
    ...contributionRules({
      /** Published, or any for admins and the host. */
      sees: (caller: Caller | undefined, session: Pick<SessionFacts, 'published' | 'hostUserId'>) =>
        session.published || caller?.admin === true || isHost(caller, session),
      closed: 'AMA_SESSION_CLOSED',
      notAuthor: 'Only the author can edit this question.',
      closedEdit: 'This AMA session is closed: its questions can no longer be edited.',
      editable: (question: QuestionFacts) => question.answeredAt === null || refuse('AMA_QUESTION_ANSWERED'),
    }),
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
