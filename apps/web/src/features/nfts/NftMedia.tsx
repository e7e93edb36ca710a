import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NFT_VIDEO_MAX_RESOLUTION } from '@tribune/domain';
import type { Nft, NftMedium } from './api.ts';
import { fullVideoUrl, isVideo, mediumImageUrl, previewVideoUrl, type CardBox } from './media.ts';

/**
 * A card's picture of an NFT in its fixed box: the image, or the video's preview (at most 360p)
 * muted, autoplaying and looping as the NFT's `video_options` say, never with controls (the card
 * is a link). Decorative: the card's link names the NFT.
 */
export function NftCardMedia({
  nft,
  medium,
  box,
  priority = false,
}: {
  nft: Nft;
  medium: NftMedium | undefined;
  box: CardBox;
  priority?: boolean;
}) {
  const style = { width: box.width, height: box.height };
  if (!medium) return <span className="nft-media nft-media-empty" style={style} aria-hidden="true" />;
  const a = medium.attributes;
  if (isVideo(a)) {
    const options = nft.attributes.video_options;
    return (
      <video
        className="nft-media"
        style={style}
        width={box.width}
        height={box.height}
        src={previewVideoUrl(a)}
        poster={a.poster ?? undefined}
        muted
        playsInline
        autoPlay={options.autoplay}
        loop={options.loop}
        preload={options.autoplay ? 'auto' : 'metadata'}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="nft-card-video"
      />
    );
  }
  return (
    <img
      className="nft-media"
      style={style}
      src={mediumImageUrl(a)}
      alt=""
      width={box.width}
      height={box.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

/**
 * An NFT's medium on its own page: the image, or the video (the highest rendition up to 1080p)
 * with the NFT's `video_options`: autoplay (muted, as browsers allow it), loop, controls. A video
 * that neither autoplays nor shows controls gets a play button, so it can still be played.
 */
export function NftPageMedia({ nft, medium, box }: { nft: Nft; medium: NftMedium | undefined; box: CardBox }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const name = nft.attributes.name;
  const style = { aspectRatio: `${box.width} / ${box.height}`, maxWidth: box.width };
  if (!medium) return <span className="nft-page-media nft-media-empty" style={style} aria-hidden="true" />;
  const a = medium.attributes;
  if (!isVideo(a)) {
    return (
      <img
        className="nft-page-media"
        style={style}
        src={mediumImageUrl(a)}
        alt={t('nfts.mediumAlt', { name })}
        width={box.width}
        height={box.height}
        fetchPriority="high"
        data-testid="nft-image"
      />
    );
  }
  const options = nft.attributes.video_options;
  const needsButton = !options.autoplay && !options.show_controls;
  return (
    <div className="nft-page-video">
      <video
        ref={video}
        className="nft-page-media"
        style={style}
        width={box.width}
        height={box.height}
        src={fullVideoUrl(a, NFT_VIDEO_MAX_RESOLUTION)}
        poster={a.poster ?? undefined}
        autoPlay={options.autoplay}
        muted={options.autoplay}
        loop={options.loop}
        controls={options.show_controls}
        playsInline
        preload="metadata"
        aria-label={t('nfts.videoLabel', { name })}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        data-testid="nft-video"
        data-autoplay={String(options.autoplay)}
        data-loop={String(options.loop)}
        data-controls={String(options.show_controls)}
      />
      {needsButton ? (
        <button
          type="button"
          className="button button-secondary nft-play"
          onClick={() => {
            const el = video.current;
            if (!el) return;
            if (el.paused) void el.play().catch(() => setPlaying(false));
            else el.pause();
          }}
          data-testid="nft-play"
        >
          {playing ? t('nfts.pause') : t('nfts.play')}
        </button>
      ) : null}
    </div>
  );
}
