import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_UPLOAD_HINT_BYTES, PROFILE_IMAGE_TYPES } from '@tribune/domain';

/** An image file input with a preview of the chosen file (or the current image) and a size hint. */
export function ImageField({
  label,
  current,
  file,
  onChange,
  shape,
  testId,
}: {
  label: string;
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  shape: 'round' | 'wide';
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const tooLarge = file !== null && file.size > IMAGE_UPLOAD_HINT_BYTES;
  const maxMb = Math.round(IMAGE_UPLOAD_HINT_BYTES / 1024 / 1024);
  const shown = preview ?? current;

  return (
    <div className={`image-field image-field-${shape}`}>
      <label htmlFor={id}>{label}</label>
      <div className="image-field-row">
        <span className="image-field-preview">
          {shown ? (
            <img src={shown} alt={t('settings.imagePreview', { label })} data-testid={`${testId}-preview`} />
          ) : null}
        </span>
        <div className="image-field-controls">
          <input
            id={id}
            type="file"
            accept={PROFILE_IMAGE_TYPES.join(',')}
            aria-describedby={`${id}-hint`}
            data-testid={testId}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          />
          <p
            id={`${id}-hint`}
            className={tooLarge ? 'field-error' : 'muted field-hint'}
            role={tooLarge ? 'alert' : undefined}
          >
            {tooLarge ? t('settings.imageTooLarge', { max: maxMb }) : t('settings.imageHint', { max: maxMb })}
          </p>
        </div>
      </div>
    </div>
  );
}
