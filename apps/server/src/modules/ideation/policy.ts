import type { Caller } from '../../platform/caller.ts';
import { contributionRules } from '../../platform/participation/index.ts';
import { definePolicy } from '../../platform/policy.ts';

/** The state of a mission its rules read. */
export interface MissionFacts {
  published: boolean;
  previewToken: string;
  endsAt: Date;
}

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
  contributionRules({
    /** Published, or any for admins. */
    sees: (caller: Caller | undefined, mission: Pick<MissionFacts, 'published'>) =>
      mission.published || caller?.admin === true,
    closed: 'MISSION_CLOSED',
    notAuthor: 'Only the author can edit this idea.',
    closedEdit: 'This ideation mission is closed: its ideas can no longer be edited.',
  }),
  { hides: ['see', 'preview'] },
);
