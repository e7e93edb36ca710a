import { isOpenUntil } from '@tribune/domain';
import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';

/** The state of an AMA session its rules read. */
export interface SessionFacts {
  published: boolean;
  previewToken: string;
  endsAt: Date;
  hostUserId: number | null;
}

/**
 * Who may do what with AMA sessions and questions (docs/PARTICIPATION.md, "AMA sessions"):
 * - a session exists for everybody once published; before that for admins and its host, and for
 *   anybody holding its preview token on the session's own show (not its questions);
 * - a session takes questions while it is open (ends_at in the future);
 * - only a question's author edits it, while the session is open and the question unanswered;
 * - only the session's host, or an admin, answers (also after the end); anybody else gets 403.
 */
export const amaPolicy = {
  /** Whether the caller is the session's host. */
  isHost(caller: Caller | undefined, session: Pick<SessionFacts, 'hostUserId'>): boolean {
    return caller !== undefined && session.hostUserId !== null && session.hostUserId === caller.user.id;
  },

  /** Whether a caller (undefined: a guest) may see a session; `previewToken` only counts on its show. */
  canSeeSession(caller: Caller | undefined, session: SessionFacts, previewToken?: string): boolean {
    if (session.published || caller?.admin || amaPolicy.isHost(caller, session)) return true;
    return previewToken !== undefined && previewToken.length > 0 && previewToken === session.previewToken;
  },

  /** Whether a session is still open. */
  isOpen(session: Pick<SessionFacts, 'endsAt'>, now: Date = new Date()): boolean {
    return isOpenUntil(session.endsAt, now);
  },

  /** 422 AMA_SESSION_CLOSED when a new question comes after the end. */
  assertTakesQuestions(session: Pick<SessionFacts, 'endsAt'>): void {
    if (!amaPolicy.isOpen(session)) throw new AppError('AMA_SESSION_CLOSED');
  },

  /** The author edits while the session is open and the question unanswered (403 / 422 otherwise). */
  assertCanEdit(caller: Caller, question: { userId: number; answeredAt: Date | null }, session: SessionFacts): void {
    if (caller.user.id !== question.userId) {
      throw new AppError('FORBIDDEN', 'Only the author can edit this question.');
    }
    if (!amaPolicy.isOpen(session)) {
      throw new AppError('AMA_SESSION_CLOSED', 'This AMA session is closed: its questions can no longer be edited.');
    }
    if (question.answeredAt !== null) throw new AppError('AMA_QUESTION_ANSWERED');
  },

  /** Whether the caller may answer the session's questions: its host, or an admin. */
  canAnswer(caller: Caller | undefined, session: Pick<SessionFacts, 'hostUserId'>): boolean {
    return caller !== undefined && (caller.admin || amaPolicy.isHost(caller, session));
  },

  /** 403 FORBIDDEN for anybody but the session's host and admins. */
  assertCanAnswer(caller: Caller, session: Pick<SessionFacts, 'hostUserId'>): void {
    if (!amaPolicy.canAnswer(caller, session)) {
      throw new AppError('FORBIDDEN', 'Only the host of this AMA session can answer its questions.');
    }
  },

  /** Whether the author may still edit a question (the `editable` attribute). */
  canEdit(viewerId: number | undefined, question: { userId: number; answeredAt: Date | null }, open: boolean): boolean {
    return open && viewerId !== undefined && viewerId === question.userId && question.answeredAt === null;
  },
};
