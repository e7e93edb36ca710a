import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../kernel/hydration.ts';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import type { ContentMedium } from '../contents/index.ts';
import { consentAllows, useEmbedConsent } from './embed-consent.ts';

/**
 * An external embed: behind the consent overlay (thumbnail, 'CLICK TO SHOW CONTENT', the
 * data-transfer text and the two consent buttons) until the viewer agrees for its host or for
 * all embeds; then our sandboxed embed document in an iframe that never gets allow-same-origin.
 */
export function EmbedView({ medium, title }: { medium: ContentMedium; title: string }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const { consent, grant } = useEmbedConsent();
  const [saving, setSaving] = useState(false);
  // The buttons wait for hydration: a tap on the server's HTML before then would do nothing.
  const ready = useHydrated();
  const [failed, setFailed] = useState(false);
  const a = medium.attributes;
  const host = a.embed_host ?? hostOf(a.external_src);
  const width = a.oembed_data?.width ?? a.dimensions?.width ?? 16;
  const height = a.oembed_data?.height ?? a.dimensions?.height ?? 9;
  const frameTitle = t('media.embed.frameTitle', { title: a.oembed_data?.title ?? title });
  if (!a.embed_frame_src) return null;

  if (consentAllows(consent, host)) {
    return (
      <figure className="media media-embed" data-testid="media-embed">
        <iframe
          src={a.embed_frame_src}
          sandbox="allow-scripts allow-popups allow-presentation"
          title={frameTitle}
          loading="lazy"
          width={width}
          height={height}
          allow="fullscreen; encrypted-media; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </figure>
    );
  }

  const agree = async (which: string | null) => {
    setSaving(true);
    setFailed(false);
    try {
      await grant(which);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  // Only our stored copy: the provider's own thumbnail URL would reach its host before consent.
  const thumbnail = a.thumbnail;
  const provider = a.oembed_data?.provider_name ?? host ?? '';
  return (
    <section className="media media-consent" aria-label={frameTitle} data-testid="embed-consent">
      {thumbnail ? <img className="media-backdrop" src={thumbnail} alt="" width={width} height={height} /> : null}
      <div className="media-consent-box">
        <p className="media-consent-title">{t('media.embed.clickToShow')}</p>
        <p>
          {t('media.embed.dataTransfer', { provider, host: host ?? provider })}{' '}
          <Link to={`/${locale}/${words.pages}/privacy/`}>{t('media.embed.privacyLink')}</Link>
        </p>
        <div className="row">
          {host ? (
            <button type="button" className="button" disabled={saving || !ready} onClick={() => void agree(host)}>
              {t('media.embed.consentHost', { hostname: host })}
            </button>
          ) : null}
          <button
            type="button"
            className="button button-secondary"
            disabled={saving || !ready}
            onClick={() => void agree(null)}
          >
            {t('media.embed.consentAll')}
          </button>
        </div>
        {failed ? (
          <p role="alert" className="media-consent-error">
            {t('media.embed.saveError')}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
