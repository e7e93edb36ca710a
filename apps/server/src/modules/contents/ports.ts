/**
 * What the contents domain needs from the media and comments domains, as narrow interfaces:
 * `app.contentMedia` and `app.comments` satisfy them, and the contents module keeps working
 * (media minimally presented, no top comments) in an app built without them.
 */
import type { App } from '../../app-types.ts';
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
  topFor(type: string, ids: number[], viewerId?: number): Promise<Map<number, Array<{ id: number }>>>;
  /** Presents top comments and their authors for `included`. */
  presentIncluded?(rows: Array<{ id: number }>, locale: string, viewerId?: number): unknown[];
}

/** Minimal content_medium of the contract for an app without the media module: no URLs. */
export function presentMediumMinimal(row: MediumRow, available: boolean): MediumResource {
  return {
    id: String(row.id),
    type: 'content_medium',
    attributes: {
      media_type: row.mediaType,
      status: row.status,
      available,
      thumbnail: null,
      original: null,
      dimensions: row.width && row.height ? { width: row.width, height: row.height } : null,
      duration_ms: row.durationMs,
      threeq_media_src: null,
      mp4_renditions: [],
      external_src: available ? row.externalSrc : null,
      oembed_data: null,
      embed_host: null,
      embed_frame_src: null,
    } as MediumResource['attributes'],
  };
}

/** The ports of an app: the decorations when the other modules registered them. */
export function portsOf(app: App): { media?: MediaPort; comments?: CommentsPort } {
  const decorated = app as unknown as { contentMedia?: MediaPort; comments?: CommentsPort };
  return {
    media: app.hasDecorator('contentMedia') ? decorated.contentMedia : undefined,
    comments:
      app.hasDecorator('comments') && typeof decorated.comments?.topFor === 'function' ? decorated.comments : undefined,
  };
}
