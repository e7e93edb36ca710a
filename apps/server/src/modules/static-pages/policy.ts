import { definePolicy } from '../../platform/policy.ts';

/** Who sees static pages: a published page (and its thread) exists for everybody, an unpublished one for admins only. */
export const staticPagesPolicy = definePolicy('static-pages', {
  /** Unpublished pages: admins only (the queries take it as `includeUnpublished`). */
  seeUnpublished: (caller, _subject: undefined) => caller?.admin === true,
});
