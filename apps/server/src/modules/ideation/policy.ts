import { isOpenUntil } from '@tribune/domain';
import type { Caller } from '../../platform/caller.ts';
import { definePolicy, refuse } from '../../platform/policy.ts';
import { previewTokenMatches } from '../../platform/participation/index.ts';

/** The state of a mission its rules read. */
export interface MissionFacts {
  published: boolean;
  previewToken: string;
  endsAt: Date;
}

/** Whether the caller sees it (the `see` rule, which `preview` widens). */
const sees = (caller: Caller | undefined, mission: Pick<MissionFacts, 'published'>) =>
  mission.published || caller?.admin === true;

/**
 * Who may do what with ideation missions and ideas (docs/PARTICIPATION.md, "Ideation"):
 * - a mission exists for everybody once published; before that only for admins (`see`), and for
 *   anybody holding its preview token on the mission's own show (`preview`; not its ideas,
 *   comments or likes), 404 otherwise;
 * - a mission takes ideas, and its ideas take edits, while it is open (ends_at in the future);
 * - only an idea's author edits it: others who can see it get 403, others 404;
 * - only admins set an idea's club acceptance status (the admin routes).
 */
export const ideationPolicy = definePolicy(
  'ideation',
  {
    /** Published, or any for admins. */
    see: sees,
    /** As `see`, or with the mission's preview token (its own show only). */
    preview: (caller, subject: { parent: MissionFacts; token?: string }) =>
      sees(caller, subject.parent) || previewTokenMatches(subject.token, subject.parent),
    /** A mission takes ideas while it is open. */
    add: (_caller, mission: Pick<MissionFacts, 'endsAt'>) => isOpen(mission) || refuse('MISSION_CLOSED'),
    /** The author edits (who can see the idea: the caller found it), while the mission is open. */
    edit: (caller, subject: { contribution: { userId: number }; parent: Pick<MissionFacts, 'endsAt'> }) => {
      if (caller === undefined || caller.user.id !== subject.contribution.userId) {
        return refuse('FORBIDDEN', 'Only the author can edit this idea.');
      }
      return (
        isOpen(subject.parent) ||
        refuse('MISSION_CLOSED', 'This ideation mission is closed: its ideas can no longer be edited.')
      );
    },
  },
  { hides: ['see', 'preview'] },
);

/** Whether a mission is still open. */
export function isOpen(mission: Pick<MissionFacts, 'endsAt'>, now: Date = new Date()): boolean {
  return isOpenUntil(mission.endsAt, now);
}
