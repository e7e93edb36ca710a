import { Type, type Static } from 'typebox';
import { offeredRenditions } from '@tribune/domain';
import type { ContentMediumRow } from './repository.ts';
import type { UrlSigner } from './signing.ts';
import { publicOEmbed } from './oembed-data.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Dimensions = Nullable(Type.Object({ width: Type.Integer(), height: Type.Integer() }));

/** A content medium as every document includes it (contract: content_medium). */
export const ContentMediumSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('content_medium'),
    attributes: Type.Object({
      media_type: Type.String({ enum: ['image', 'video', 'audio', 'external_media'] }),
      status: Type.String({ enum: ['processing', 'ready', 'failed'] }),
      available: Type.Boolean(),
      thumbnail: Nullable(Type.String()),
      original: Nullable(Type.String()),
      /**
       * The image's public WebP renditions (thumbnail, medium, large) with their real widths, for a
       * `srcset`; only the thumbnail while the viewer may not see the medium or it is not ready.
       */
      image_renditions: Type.Array(Type.Object({ width: Type.Integer(), src: Type.String() })),
      dimensions: Dimensions,
      duration_ms: Nullable(Type.Integer()),
      threeq_media_src: Nullable(Type.String()),
      mp4_renditions: Type.Array(Type.Object({ resolution: Type.Integer(), src: Type.String() })),
      external_src: Nullable(Type.String()),
      oembed_data: Nullable(
        Type.Object({
          type: Type.String(),
          provider_name: Nullable(Type.String()),
          title: Nullable(Type.String()),
          thumbnail_url: Nullable(Type.String()),
          width: Nullable(Type.Integer()),
          height: Nullable(Type.Integer()),
        }),
      ),
      embed_host: Nullable(Type.String()),
      embed_frame_src: Nullable(Type.String()),
    }),
  },
  { $id: 'ContentMedium', description: 'An image, video, audio file or external embed of a content.' },
);

/** The content_medium resource. */
export type ContentMediumResource = Static<typeof ContentMediumSchema>;

/** What the presenter needs besides the row. */
export interface MediumPresentContext {
  publicUrl: string;
  signer: UrlSigner;
  videoMaxResolution: number;
}

/** Public URL of a WebP rendition (image renditions and posters are public, keys are unguessable). */
export const publicMediaUrl = (ctx: MediumPresentContext, key: string) => `${ctx.publicUrl}/media/content/${key}`;

/** Signed, expiring URL of a video or audio file. */
export const signedMediaUrl = (ctx: MediumPresentContext, key: string) => `${ctx.publicUrl}${ctx.signer.mediaUrl(key)}`;

/** The video renditions of a row that are offered now (the max may have been lowered since processing). */
export function offeredVideo(row: ContentMediumRow, max: number): Array<{ resolution: number; key: string }> {
  const offered = new Set(offeredRenditions(max));
  return row.renditions
    .filter((r) => /^[0-9]+p$/.test(r.name))
    .map((r) => ({ resolution: Number.parseInt(r.name, 10), key: r.key }))
    .filter((r) => offered.has(r.resolution))
    .sort((a, b) => a.resolution - b.resolution);
}

/** The image renditions a `srcset` offers (the 64 px one only backs category placeholders). */
const SRCSET_RENDITIONS = new Set(['thumbnail', 'medium', 'large']);

function imageRenditions(
  row: ContentMediumRow,
  show: boolean,
  ctx: MediumPresentContext,
): Array<{ width: number; src: string }> {
  if (row.mediaType !== 'image') return [];
  return (
    row.renditions
      .filter((r) => SRCSET_RENDITIONS.has(r.name) && r.width && (show || r.name === 'thumbnail'))
      .map((r) => ({ width: r.width!, src: publicMediaUrl(ctx, r.key) }))
      .sort((a, b) => a.width - b.width)
      // A small image is never enlarged: its renditions can share a width, which a srcset names once.
      .filter((r, i, all) => i === 0 || all[i - 1]!.width !== r.width)
  );
}

/**
 * Presents a medium. When the viewer is not in the content's audience (`available: false`) no URL
 * but the thumbnail is sent: a guest never receives the media itself.
 */
export function presentContentMedium(
  row: ContentMediumRow,
  available: boolean,
  ctx: MediumPresentContext,
): ContentMediumResource {
  const ready = row.status === 'ready';
  const show = available && ready;
  const large = row.renditions.find((r) => r.name === 'large');
  const isPlayable = row.mediaType === 'video' || row.mediaType === 'audio';
  const external = row.mediaType === 'external_media';
  let embedHost: string | null = null;
  if (external && row.externalSrc) {
    try {
      embedHost = new URL(row.externalSrc).hostname;
    } catch {
      embedHost = null;
    }
  }
  return {
    id: String(row.id),
    type: 'content_medium',
    attributes: {
      media_type: row.mediaType,
      status: row.status,
      available,
      thumbnail: row.thumbnailKey ? publicMediaUrl(ctx, row.thumbnailKey) : null,
      original: show && row.mediaType === 'image' && large ? publicMediaUrl(ctx, large.key) : null,
      image_renditions: imageRenditions(row, show, ctx),
      dimensions: row.width && row.height ? { width: row.width, height: row.height } : null,
      duration_ms: row.durationMs,
      threeq_media_src: show && isPlayable ? ctx.signer.playoutUrl(String(row.id)) : null,
      mp4_renditions:
        show && row.mediaType === 'video'
          ? offeredVideo(row, ctx.videoMaxResolution).map((r) => ({
              resolution: r.resolution,
              src: signedMediaUrl(ctx, r.key),
            }))
          : [],
      external_src: available && external ? row.externalSrc : null,
      oembed_data: external ? publicOEmbed(row.oembedData) : null,
      embed_host: external ? embedHost : null,
      embed_frame_src: available && external && row.oembedData ? ctx.signer.embedUrl(String(row.id)) : null,
    },
  };
}

/** The answer of one content medium. */
export const MediumDocument = Type.Object({ data: Type.Ref('ContentMedium') });
/** The playout configuration of a video or audio medium. */
export const PlayoutDocument = Type.Object({
  data: Type.Object({
    id: Type.String(),
    type: Type.Literal('playout_config'),
    attributes: Type.Object({
      media_type: Type.String({ enum: ['video', 'audio'] }),
      poster: Type.Union([Type.String(), Type.Null()]),
      duration_ms: Type.Union([Type.Integer(), Type.Null()]),
      sources: Type.Array(
        Type.Object({
          src: Type.String(),
          type: Type.String(),
          resolution: Type.Union([Type.Integer(), Type.Null()]),
        }),
      ),
    }),
  }),
});
