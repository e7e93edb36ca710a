import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../kernel/router.tsx';
import { loginPath, type Audience } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import type { ContentMedium } from '../contents/index.ts';
import { EmbedView } from './EmbedView.tsx';
import { LockIcon } from './LockIcon.tsx';
import { orderSources, playoutQuery, preferredResolution, type PlayoutSource } from './playout.ts';
import './media.css';

/** What a medium is shown with: the medium, the content's title (alt text) and its unlock audiences. */
export interface MediaViewProps {
  medium: ContentMedium;
  title: string;
  unlockAudiences: readonly Audience[];
}

/**
 * A content's hero medium: an image, a video or an audio player from the playout configuration,
 * an embed behind the consent overlay, or what would unlock it when the viewer may not see it.
 */
export function MediaView({ medium, title, unlockAudiences }: MediaViewProps) {
  const a = medium.attributes;
  if (!a.available) return <LockedMedia medium={medium} unlockAudiences={unlockAudiences} />;
  switch (a.media_type) {
    case 'image':
      return <ImageMedia medium={medium} alt={title} />;
    case 'video':
      return <VideoMedia medium={medium} />;
    case 'audio':
      return <AudioMedia medium={medium} title={title} />;
    case 'external_media':
      return <EmbedView medium={medium} title={title} />;
  }
}

function ImageMedia({ medium, alt }: { medium: ContentMedium; alt: string }) {
  const a = medium.attributes;
  const src = a.original ?? a.thumbnail;
  if (!src) return null;
  // The thumbnail is the small rendition; the browser picks it on narrow screens.
  const srcSet =
    a.thumbnail && a.original && a.dimensions ? `${a.thumbnail} 480w, ${a.original} ${a.dimensions.width}w` : undefined;
  return (
    <figure className="media media-image" data-testid="media-image">
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? '(max-width: 880px) 100vw, 880px' : undefined}
        alt={alt}
        width={a.dimensions?.width}
        height={a.dimensions?.height}
        decoding="async"
      />
    </figure>
  );
}

function ProcessingNote({ medium }: { medium: ContentMedium }) {
  const { t } = useTranslation();
  const failed = medium.attributes.status === 'failed';
  return (
    <div className="media media-note" data-testid={failed ? 'media-error' : 'media-processing'}>
      {medium.attributes.thumbnail ? (
        <img src={medium.attributes.thumbnail} alt="" {...dims(medium)} className="media-backdrop" />
      ) : null}
      <p role="status">{failed ? t('media.error') : t('media.processing')}</p>
    </div>
  );
}

function usePlayout(medium: ContentMedium) {
  const src = medium.attributes.threeq_media_src;
  return useQuery({ ...playoutQuery(src ?? ''), enabled: src !== null && medium.attributes.status === 'ready' });
}

function VideoMedia({ medium }: { medium: ContentMedium }) {
  const { t } = useTranslation();
  const a = medium.attributes;
  const config = usePlayout(medium);
  if (a.status !== 'ready') return <ProcessingNote medium={medium} />;
  // Without a playout configuration the signed renditions of the medium still play.
  const fallback: PlayoutSource[] = a.mp4_renditions.map((r) => ({
    src: r.src,
    type: 'video/mp4',
    resolution: r.resolution,
  }));
  if (config.isPending && a.threeq_media_src) return <MediaPlaceholder medium={medium} />;
  const sources = config.data?.sources.length ? config.data.sources : fallback;
  if (sources.length === 0) return <MediaError />;
  const ordered = orderSources(sources, preferredResolution());
  return (
    <figure className="media media-video" data-testid="media-video">
      <video
        // A new source list needs a new element: <source> changes are ignored after load.
        key={ordered.map((s) => s.src).join('|')}
        controls
        playsInline
        preload="metadata"
        poster={config.data?.poster ?? a.thumbnail ?? undefined}
        {...dims(medium)}
      >
        {ordered.map((s) => (
          <source key={s.src} src={s.src} type={s.type} data-resolution={s.resolution ?? undefined} />
        ))}
        {t('media.videoUnsupported')}
      </video>
    </figure>
  );
}

function AudioMedia({ medium, title }: { medium: ContentMedium; title: string }) {
  const { t } = useTranslation();
  const a = medium.attributes;
  const config = usePlayout(medium);
  if (a.status !== 'ready') return <ProcessingNote medium={medium} />;
  if (!a.threeq_media_src || config.isError) return <MediaError />;
  if (config.isPending) return <MediaPlaceholder medium={medium} />;
  if (config.data.sources.length === 0) return <MediaError />;
  return (
    <figure className="media media-audio" data-testid="media-audio">
      {a.thumbnail ? <img src={a.thumbnail} alt="" {...dims(medium)} /> : null}
      <audio controls preload="metadata" aria-label={title}>
        {config.data.sources.map((s) => (
          <source key={s.src} src={s.src} type={s.type} />
        ))}
        {t('media.audioUnsupported')}
      </audio>
    </figure>
  );
}

function MediaPlaceholder({ medium }: { medium: ContentMedium }) {
  const { t } = useTranslation();
  return (
    <div className="media media-note" aria-busy="true" data-testid="media-loading">
      {medium.attributes.thumbnail ? (
        <img src={medium.attributes.thumbnail} alt="" {...dims(medium)} className="media-backdrop" />
      ) : (
        <span className="skeleton media-skeleton" />
      )}
      <span className="visually-hidden">{t('media.loading')}</span>
    </div>
  );
}

function MediaError() {
  const { t } = useTranslation();
  return (
    <div className="media media-note" role="alert" data-testid="media-error">
      <p>{t('media.error')}</p>
    </div>
  );
}

const UNLOCK_ORDER: readonly Audience[] = [
  'logged_in',
  'token_holder',
  'nft_holder',
  'subscriber',
  'buyer',
  'logged_out',
];

/** 'Media is not available for you' and what would unlock it; over the thumbnail when there is one. */
export function LockedMedia({
  medium,
  unlockAudiences,
}: {
  medium?: ContentMedium | undefined;
  unlockAudiences: readonly Audience[];
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const location = useLocation();
  const audiences = UNLOCK_ORDER.filter((u) => unlockAudiences.includes(u));
  return (
    <div className="media media-locked" data-testid="media-locked">
      {medium?.attributes.thumbnail ? (
        <img src={medium.attributes.thumbnail} alt="" {...dims(medium)} className="media-backdrop" />
      ) : null}
      <div className="media-locked-text">
        <p className="media-locked-title">
          <LockIcon />
          {t('media.notAvailable')}
        </p>
        {audiences.length > 0 ? (
          <ul className="media-unlock">
            {audiences.map((u) => (
              <li key={u}>
                {u === 'logged_in' ? (
                  <>
                    {t('media.unlock.logged_in')}{' '}
                    <Link
                      className="button"
                      to={loginPath(locale, `${location.pathname}${location.search}`)}
                      data-testid="media-sign-in"
                    >
                      {t('media.signIn')}
                    </Link>
                  </>
                ) : (
                  t(`media.unlock.${u}`)
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** Width and height from the medium, so the box is reserved before the file arrives. */
export function dims(medium: ContentMedium): { width?: number; height?: number } {
  const d = medium.attributes.dimensions;
  return d ? { width: d.width, height: d.height } : {};
}
