import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { INTRO_PREVIEW_QUERY, introMode } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { Dialog } from '../../kernel/ui/Dialog.tsx';
import { useSession } from '../../kernel/session/session.ts';
import './prompts.css';

const SLIDES = ['welcome', 'community', 'profile'] as const;

/** welcomed_at as the rule needs it: a missing attribute (an old stored user) never counts as "not welcomed". */
const welcomedAt = (value: unknown): string | null | undefined =>
  value === null ? null : typeof value === 'string' ? value : undefined;

/**
 * The intro slides: once for a signed-in user whose welcomed_at is null (closing them saves
 * welcomed_at, which shows no alert), and always with `?intro=preview` (nothing saved then).
 * Next/Back/Skip buttons, one dot per slide, and the arrow keys move between slides.
 */
export function IntroSlides() {
  const { t } = useTranslation();
  const { instanceName } = useShell();
  const { status, user, updateProfile } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  // The welcome is closed for this session at once; the preview only for the location it was opened at.
  const [welcomeClosed, setWelcomeClosed] = useState(false);
  const [previewClosedAt, setPreviewClosedAt] = useState<string | null>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const mode = introMode({
    signedIn: status === 'signedIn' && user !== null,
    welcomedAt: welcomedAt(user?.welcomed_at),
    search: location.search,
  });
  const open = (mode === 'welcome' && !welcomeClosed) || (mode === 'preview' && previewClosedAt !== location.key);
  const last = SLIDES.length - 1;
  const go = useCallback((to: number) => setIndex(Math.max(0, Math.min(SLIDES.length - 1, to))), []);

  // Arrow keys move between slides wherever the focus is inside the dialog.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(SLIDES.length - 1, i + 1));
      else if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!open) return null;
  const slide = SLIDES[index] ?? 'welcome';
  const close = () => {
    setIndex(0);
    if (mode === 'welcome') {
      setWelcomeClosed(true);
      // Quiet update (no alert); a failure only means the intro shows again next time.
      void updateProfile({ welcomed_at: new Date().toISOString() }).catch(() => undefined);
      return;
    }
    setPreviewClosedAt(location.key);
    const query = new URLSearchParams(location.search);
    query.delete(INTRO_PREVIEW_QUERY.name);
    const search = query.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      {
        replace: true,
      },
    );
  };

  return (
    <Dialog
      open
      title={t('intro.title', { name: instanceName })}
      onClose={close}
      initialFocus={nextRef}
      size="small"
      testId="intro-slides"
      footer={
        <div className="intro-footer">
          <button type="button" className="button button-secondary" onClick={close}>
            {t('intro.skip')}
          </button>
          <div className="row">
            {index > 0 ? (
              <button type="button" className="button button-secondary" onClick={() => go(index - 1)}>
                {t('intro.back')}
              </button>
            ) : null}
            <button
              ref={nextRef}
              type="button"
              className="button"
              onClick={() => (index === last ? close() : go(index + 1))}
            >
              {index === last ? t('intro.done') : t('intro.next')}
            </button>
          </div>
        </div>
      }
    >
      <div role="group" aria-roledescription={t('intro.carousel')}>
        <p className="intro-step" aria-live="polite">
          {t('intro.step', { current: index + 1, total: SLIDES.length })}
        </p>
        <div className="intro-slide" role="group" aria-roledescription={t('intro.slide')} key={slide}>
          <h3>{t(`intro.slides.${slide}.title`, { name: instanceName })}</h3>
          <p>{t(`intro.slides.${slide}.text`, { name: instanceName })}</p>
        </div>
        <ol className="intro-dots">
          {SLIDES.map((s, i) => (
            <li key={s}>
              <button
                type="button"
                aria-label={t('intro.goTo', { current: i + 1, total: SLIDES.length })}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => go(i)}
              />
            </li>
          ))}
        </ol>
      </div>
    </Dialog>
  );
}
