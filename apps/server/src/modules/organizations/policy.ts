import type { OrganizationUserRole } from '@tribune/domain';
import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';
import type { OrganizationRow } from './repository.ts';

/** How the viewer stands to an organization: instance admin, and their role in it (if any). */
export interface OrganizationActor {
  instanceAdmin: boolean;
  role: OrganizationUserRole | undefined;
}

/** The actor of a caller (a guest has no role). */
export function actorOf(caller: Caller | undefined, role: OrganizationUserRole | undefined): OrganizationActor {
  return { instanceAdmin: caller?.admin === true, role: caller ? role : undefined };
}

/**
 * The rules of organizations (docs/COMMUNITY.md "Organizations"):
 * - an accepted organization is seen by everybody; a submitted or rejected one by its admins and
 *   instance admins only (404 for the rest, the body of a missing one);
 * - its admins and instance admins edit it; the name of an accepted organization, which shows
 *   beside its users' names as the review vouched for it, only instance admins change;
 * - the review (status), the sponsor flag, deleting and managing users are instance admins' (the
 *   admin API).
 */
export const organizationsPolicy = {
  canSee(org: OrganizationRow, actor: OrganizationActor): boolean {
    return org.status === 'accepted' || actor.instanceAdmin || actor.role === 'admin';
  },
  canEdit(actor: OrganizationActor): boolean {
    return actor.instanceAdmin || actor.role === 'admin';
  },
  canRename(org: OrganizationRow, actor: OrganizationActor): boolean {
    return actor.instanceAdmin || (actor.role === 'admin' && org.status !== 'accepted');
  },
  /** 403 unless the actor may make these changes (the caller sees the organization already). */
  assertEdit(org: OrganizationRow, actor: OrganizationActor, renaming: boolean): void {
    if (!this.canEdit(actor)) throw new AppError('FORBIDDEN', 'Only the admins of this organization can edit it.');
    if (renaming && !this.canRename(org, actor)) {
      throw new AppError('FORBIDDEN', 'The name of an accepted organization is changed by the instance admins.', {
        'organization.name': ['can only be changed by the instance admins once the organization is accepted'],
      });
    }
  },
  /** A new organization waits for review unless an instance admin made it. */
  initialStatus(caller: Caller): OrganizationRow['status'] {
    return caller.admin ? 'accepted' : 'submitted';
  },
};
