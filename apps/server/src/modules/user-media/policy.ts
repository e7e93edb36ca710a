import { definePolicy, refuse } from '../../platform/policy.ts';

/** The most images one user may keep. */
export const USER_MEDIA_CAP = 50;

/** Who may do what with uploaded images (docs/COMMUNITY.md "User media"). */
export const userMediaPolicy = definePolicy('user-media', {
  /**
   * A user keeps at most USER_MEDIA_CAP images (422 USER_MEDIA_LIMIT); asked before the work of
   * decoding and again under the user's row lock. Each user's list and deletions are their own:
   * the queries read only the caller's rows, so another user's image answers 404 like a missing one.
   */
  upload: (_caller, kept: { count: number }) =>
    kept.count < USER_MEDIA_CAP ||
    refuse(
      'USER_MEDIA_LIMIT',
      `You have uploaded ${USER_MEDIA_CAP} images, the most you may keep: delete some before uploading more.`,
    ),
});
