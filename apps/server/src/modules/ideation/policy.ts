import { isOpenUntil } from '@tribune/domain';
import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';

/** The state of a mission its rules read. */
export interface MissionFacts {
  published: boolean;
  previewToken: string;
  endsAt: Date;
}

/**
 * Who may do what with ideation missions and ideas (docs/PARTICIPATION.md, "Ideation"):
 * - a mission exists for everybody once published; before that only for admins, and for anybody
 *   holding its preview token on the mission's own show (not its ideas, comments or likes);
 * - a mission takes ideas, and its ideas take edits, while it is open (ends_at in the future);
 * - only an idea's author edits it: others who can see it get 403, others 404;
 * - only admins set an idea's club acceptance status (the admin routes).
 */
export const ideationPolicy = {
  /** Whether a caller (undefined: a guest) may see a mission; `previewToken` only counts on its show. */
  canSeeMission(caller: Caller | undefined, mission: MissionFacts, previewToken?: string): boolean {
    if (mission.published || caller?.admin) return true;
    return previewToken !== undefined && previewToken.length > 0 && previewToken === mission.previewToken;
  },

  /** Whether a mission is still open. */
  isOpen(mission: Pick<MissionFacts, 'endsAt'>, now: Date = new Date()): boolean {
    return isOpenUntil(mission.endsAt, now);
  },

  /** 422 MISSION_CLOSED when a new idea comes after the end. */
  assertTakesIdeas(mission: Pick<MissionFacts, 'endsAt'>): void {
    if (!ideationPolicy.isOpen(mission)) throw new AppError('MISSION_CLOSED');
  },

  /** 422 MISSION_CLOSED when an edit comes after the end. */
  assertTakesEdits(mission: Pick<MissionFacts, 'endsAt'>): void {
    if (!ideationPolicy.isOpen(mission)) {
      throw new AppError('MISSION_CLOSED', 'This ideation mission is closed: its ideas can no longer be edited.');
    }
  },

  /** 403 FORBIDDEN for anybody but the author (who can see the idea: the caller found it). */
  assertCanEdit(caller: Caller, idea: { userId: number }): void {
    if (caller.user.id !== idea.userId) throw new AppError('FORBIDDEN', 'Only the author can edit this idea.');
  },
};
