/**
 * What the contents domain needs from the media and comments domains, as narrow interfaces that
 * `app.contentMedia` and `app.comments` satisfy (so contents never import those modules' internals).
 */
import type { MediumRow } from './repository.ts';

/** A presented content_medium resource, as far as contents and categories read it. */
export interface MediumResource {
  id: string;
  type: 'content_medium';
  attributes: {
    thumbnail: string | null;
    original: string | null;
    dimensions: { width: number; height: number } | null;
  };
}

/** The media service as contents use it. */
export interface MediaPort {
  findByIds(ids: number[]): Promise<Map<number, MediumRow>>;
  present(row: MediumRow, opts: { available: boolean }): MediumResource;
  /** The URL of a named image rendition ('tiny' for categories). */
  imageUrl?(row: MediumRow, name: string): string | null;
}

/** The comments service as contents use it: top comments of many resources in one query. */
export interface CommentsPort {
  topFor(type: string, ids: number[], callerId?: number): Promise<Map<number, Array<{ id: number }>>>;
  /** Presents top comments and their authors for `included`. */
  presentIncluded(rows: Array<{ id: number }>, locale: string, callerId?: number): unknown[];
}
