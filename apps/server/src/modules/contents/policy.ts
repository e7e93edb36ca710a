import { meetsAudience, type Audience } from '@tribune/domain';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../users/repository.ts';

/** What the server knows about the viewer for one page of contents. */
export interface ContentViewer {
  /** The signed-in user's id; undefined for a guest. */
  userId?: number;
  /** Valid entitlements (token_holder, nft_holder, subscriber). */
  entitlements: readonly Audience[];
  /** Contents of the page the viewer bought. */
  purchased: ReadonlySet<number>;
  /** Contents of the page the viewer liked. */
  liked: ReadonlySet<number>;
}

/** A guest: meets only `logged_out`. */
export const GUEST: ContentViewer = { entitlements: [], purchased: new Set(), liked: new Set() };

/** The audiences a viewer meets for one content. */
export function viewerAudiences(viewer: ContentViewer, contentId: number): Set<Audience> {
  if (viewer.userId === undefined) return new Set<Audience>(['logged_out']);
  const set = new Set<Audience>(['logged_in', ...viewer.entitlements]);
  if (viewer.purchased.has(contentId)) set.add('buyer');
  return set;
}

/** Whether the viewer may receive a content's body and media URLs, and what would unlock it otherwise. */
export function contentAccess(
  viewer: ContentViewer,
  content: { id: number; availableFor: readonly Audience[] },
): { available: boolean; unlockAudiences: Audience[] } {
  const has = viewerAudiences(viewer, content.id);
  const available = meetsAudience(content.availableFor, has);
  return { available, unlockAudiences: available ? [] : content.availableFor.filter((a) => !has.has(a)) };
}

/** Permissions of the admin API: only users with the admin role. */
export const adminPolicy = {
  /** Throws 403 FORBIDDEN unless the user is an admin. */
  assertAdmin(user: UserRow): void {
    if (user.role !== 'admin') throw new AppError('FORBIDDEN');
  },
  /** Whether a verified e-mail claim is on the configured admin list (case-insensitive). */
  isConfiguredAdmin(email: string | undefined, adminEmails: readonly string[]): boolean {
    return !!email && adminEmails.includes(email.trim().toLowerCase());
  },
};
