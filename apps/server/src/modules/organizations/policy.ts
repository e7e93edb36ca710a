import type { OrganizationUserRole } from '@tribune/domain';
import { definePolicy, refuse } from '../../platform/policy.ts';
import type { Caller } from '../auth/index.ts';
import type { OrganizationRow } from './repository.ts';

/** How the viewer stands to an organization: who they are, and their role in it (if any). */
export interface OrganizationActor {
  caller: Caller | undefined;
  role: OrganizationUserRole | undefined;
}

/** The actor of a caller (a guest has no role). */
export function actorOf(caller: Caller | undefined, role: OrganizationUserRole | undefined): OrganizationActor {
  return { caller, role: caller ? role : undefined };
}

/** An organization as its rules read it: the row and the caller's role in it. */
export interface OrganizationSubject {
  org: Pick<OrganizationRow, 'status'>;
  role: OrganizationUserRole | undefined;
}

const isOrgAdmin = (caller: Caller | undefined, s: OrganizationSubject) => caller !== undefined && s.role === 'admin';
const isReviewer = (caller: Caller | undefined) => caller?.admin === true;

/**
 * The rules of organizations (docs/COMMUNITY.md "Organizations"):
 * - an accepted organization is seen by everybody; a submitted or rejected one by its admins and
 *   instance admins only (404 for the rest, the body of a missing one);
 * - its admins and instance admins edit it; the name of an accepted organization, which shows
 *   beside its users' names as the review vouched for it, only instance admins change;
 * - the review (status), the sponsor flag, deleting and managing users are instance admins' (the
 *   admin API); they see every organization, its name's warning, and what they make needs no review.
 */
export const organizationsPolicy = definePolicy(
  'organizations',
  {
    see: (caller, s: OrganizationSubject) => s.org.status === 'accepted' || isReviewer(caller) || isOrgAdmin(caller, s),
    edit: (caller, s: OrganizationSubject) => isReviewer(caller) || isOrgAdmin(caller, s),
    rename: (caller, s: OrganizationSubject) =>
      isReviewer(caller) ||
      (isOrgAdmin(caller, s) && s.org.status !== 'accepted') ||
      refuse('FORBIDDEN', 'The name of an accepted organization is changed by the instance admins.', {
        'organization.name': ['can only be changed by the instance admins once the organization is accepted'],
      }),
    review: (caller, _org: unknown) => isReviewer(caller),
  },
  { hides: ['see'], messages: { edit: 'Only the admins of this organization can edit it.' } },
);

/** The subject of an actor's rules about one organization. */
export function subjectOf(org: OrganizationRow, actor: OrganizationActor): OrganizationSubject {
  return { org, role: actor.role };
}
