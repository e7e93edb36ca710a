import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import { DISPLAY_NAME_LIMITS, displayNameError } from '@tribune/domain';
import { useSession } from '../../kernel/session/session.ts';
import { ImageField } from './ImageField.tsx';

/** The field errors of a failed update, by field. */
function fieldErrors(err: unknown): Record<string, string[]> {
  if (!(err instanceof ApiError) || !err.body?.errors) return {};
  return err.body.errors as Record<string, string[]>;
}

/**
 * Display name, avatar and hero image. Saved through the session (which shows the success or
 * danger alert): multipart with avatar_file / hero_medium_file when a file is chosen, JSON otherwise.
 */
export function ProfileForm({
  displayName,
  avatar,
  hero,
}: {
  displayName: string;
  avatar: string | null;
  hero: string | null;
}) {
  const { t } = useTranslation();
  const { updateProfile } = useSession();
  const id = useId();
  const [name, setName] = useState(displayName);
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [heroFile, setHeroFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  // Bumped after a save so the file inputs forget the files they sent.
  const [resetKey, setResetKey] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const localError = displayNameError(name);
  const nameError = touched && localError ? t(`settings.displayName.${localError}`, DISPLAY_NAME_LIMITS) : null;
  const serverNameError = serverErrors.display_name?.join(' ') ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (localError) return;
    setSaving(true);
    setServerErrors({});
    try {
      if (avatarFile || heroFile) {
        const form = new FormData();
        form.append('display_name', name.trim());
        if (avatarFile) form.append('avatar_file', avatarFile);
        if (heroFile) form.append('hero_medium_file', heroFile);
        await updateProfile(form);
      } else {
        await updateProfile({ display_name: name.trim() });
      }
      setAvatarFile(null);
      setHeroFile(null);
      setResetKey((k) => k + 1);
    } catch (err) {
      // The session already shows the danger alert; the field messages stay next to the fields.
      setServerErrors(fieldErrors(err));
    } finally {
      setSaving(false);
    }
  };
  const fileError = [...(serverErrors.avatar_file ?? []), ...(serverErrors.hero_medium_file ?? [])].join(' ');

  return (
    <form className="settings-section" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('settings.profileTitle')}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('settings.displayName.label')}</label>
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          maxLength={DISPLAY_NAME_LIMITS.max + 10}
          autoComplete="nickname"
          required
          aria-invalid={nameError || serverNameError ? true : undefined}
          aria-describedby={`${id}-name-msg`}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
        />
        <p id={`${id}-name-msg`} className={nameError || serverNameError ? 'field-error' : 'muted field-hint'}>
          {nameError ?? serverNameError ?? t('settings.displayName.hint', DISPLAY_NAME_LIMITS)}
        </p>
      </div>
      <ImageField
        key={`a${resetKey}`}
        label={t('settings.avatar')}
        current={avatar}
        file={avatarFile}
        onChange={setAvatarFile}
        shape="round"
        testId="avatar-file"
      />
      <ImageField
        key={`h${resetKey}`}
        label={t('settings.hero')}
        current={hero}
        file={heroFile}
        onChange={setHeroFile}
        shape="wide"
        testId="hero-file"
      />
      {fileError ? (
        <p className="field-error" role="alert">
          {fileError}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="button" disabled={saving} aria-busy={saving}>
          {saving ? t('settings.saving') : t('settings.save')}
        </button>
      </div>
    </form>
  );
}
