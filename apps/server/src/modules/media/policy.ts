import { definePolicy } from '../../platform/policy.ts';

/** A link to a medium as its request carries it: the stored key (files) and whether its signature holds. */
export interface MediaLink {
  key?: string;
  /** The link's signature is valid and unexpired. */
  signed: boolean;
}

/**
 * Who may open content media (docs/DECISIONS.md "Content media, jobs, storage and embeds (issue #4)"): the audience of a content is decided
 * when it is presented, which signs the links it hands out; a request shows only its link.
 * - a stored file: posters and thumbnails (WebP) for everybody, other renditions by a signed link,
 *   the uploaded original never;
 * - the playout configuration and the embed document: by a signed link.
 */
export const mediaPolicy = definePolicy(
  'media',
  {
    serveFile: (_caller, link: MediaLink & { key: string; valid: boolean }) =>
      link.valid && !link.key.includes('/original.') && (link.key.endsWith('.webp') || link.signed),
    openPlayout: (_caller, link: MediaLink) => link.signed,
    openEmbed: (_caller, link: MediaLink) => link.signed,
  },
  {
    messages: {
      serveFile: 'This media link is invalid or has expired.',
      openPlayout: 'This playout link is invalid or has expired.',
    },
  },
);
