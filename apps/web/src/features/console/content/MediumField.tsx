import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../kit/errors.ts';
import { mediumOf, uploadMedium, type ContentMedium } from './api.ts';

/** How often a processing medium is asked again. */
const POLL_MS = 1_500;

/**
 * The hero medium of a content: a file picked and uploaded at once with its progress, then its
 * processing state (video and audio are transcoded after the upload) until it is ready or failed.
 * `onMedium` gets the medium's id once the upload is stored (the content can be saved before the
 * transcoding ends; fans see it when it is ready).
 */
export function MediumField({
  mediumId,
  onMedium,
  error,
}: {
  mediumId: string | null;
  onMedium: (id: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [medium, setMedium] = useState<ContentMedium | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The stored medium's state, asked again while it is processing.
  useEffect(() => {
    if (!mediumId) {
      setMedium(null);
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const m = await mediumOf(mediumId);
        if (!live) return;
        setMedium(m);
        if (m.attributes.status === 'processing') timer = setTimeout(() => void ask(), POLL_MS);
      } catch {
        if (live) timer = setTimeout(() => void ask(), POLL_MS * 2);
      }
    };
    void ask();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [mediumId]);

  const upload = async (file: File) => {
    setFailure(null);
    setProgress(0);
    try {
      const m = await uploadMedium(file, setProgress);
      setMedium(m);
      onMedium(m.id);
    } catch (e) {
      setFailure(refusalOf(e, t('content.uploadFailed')).message);
    } finally {
      setProgress(null);
    }
  };

  const status = medium?.attributes.status;
  const describedBy = `${id}-state`;
  return (
    <div className="console-field console-medium" data-testid="content-medium">
      <label htmlFor={id}>{t('content.medium')}</label>
      {medium?.attributes.thumbnail ? (
        <img className="console-medium-thumb" src={medium.attributes.thumbnail} alt="" width={160} height={90} />
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/*,video/*,audio/*"
        aria-describedby={describedBy}
        disabled={progress !== null}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
        data-testid="content-medium-file"
      />
      <div id={describedBy} aria-live="polite">
        {progress !== null ? (
          <>
            <progress
              max={1}
              value={progress}
              aria-label={t('content.uploading')}
              data-testid="content-upload-progress"
            />
            <span>{t('content.uploadedPercent', { percent: Math.round(progress * 100) })}</span>
          </>
        ) : status ? (
          <span data-testid="content-medium-status" data-status={status}>
            {t(`content.mediumStatus.${status}`, { type: t(`content.mediaTypes.${medium!.attributes.media_type}`) })}
          </span>
        ) : (
          <span className="muted">{t('content.noMedium')}</span>
        )}
      </div>
      {mediumId && progress === null ? (
        <button type="button" className="button button-link" onClick={() => onMedium(null)}>
          {t('content.removeMedium')}
        </button>
      ) : null}
      {failure || error ? (
        <p className="form-error" role="alert" data-testid="content-medium-error">
          {failure ?? error}
        </p>
      ) : null}
    </div>
  );
}
