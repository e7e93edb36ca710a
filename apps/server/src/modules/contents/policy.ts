import { meetsAudience, type Audience } from '@tribune/domain';
import { definePolicy } from '../../platform/policy.ts';
import type { Caller } from '../auth/index.ts';

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
  /** Contents of the page the viewer boosted (none when left out). */
  boosted?: ReadonlySet<number>;
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

/** A content's state and one caller's rights on it, as its visibility rule reads them. */
export interface ContentVisibilityFacts {
  id: number;
  published: boolean;
  availableFor: readonly Audience[];
  /** The caller's valid entitlements (none for a guest). */
  entitlements: readonly Audience[];
  /** Whether the caller bought this content. */
  bought: boolean;
}

/**
 * What a caller (undefined: a guest) may see of one content: the content itself (its teaser: title, counts, likes,
 * reports) exists for them when it is published, and its comment thread when they may also
 * receive its body (the audience rule of contentAccess; comments are part of what an audience
 * unlocks, see DECISIONS.md). Admins see both, published or not.
 */
export const contentsPolicy = definePolicy(
  'contents',
  {
    /** The content (its teaser) exists for the caller: published, or they are an admin. */
    see: (caller, facts: ContentVisibilityFacts) => caller?.admin === true || facts.published,
    /** Its comment thread: as `see`, and the caller meets its audience. */
    see_thread: (caller, facts: ContentVisibilityFacts) => {
      if (caller?.admin) return true;
      if (!facts.published) return false;
      const viewer = {
        userId: caller?.user.id,
        entitlements: facts.entitlements,
        purchased: new Set(facts.bought ? [facts.id] : []),
        liked: new Set<number>(),
      };
      return contentAccess(viewer, facts).available;
    },
  },
  { hides: ['see'] },
);

/** Both answers of `contentsPolicy` for one content, as the resource registry takes them. */
export function contentVisibility(
  caller: Caller | undefined,
  facts: ContentVisibilityFacts,
): { visible: boolean; thread: boolean } {
  return { visible: contentsPolicy.can(caller, 'see', facts), thread: contentsPolicy.can(caller, 'see_thread', facts) };
}
