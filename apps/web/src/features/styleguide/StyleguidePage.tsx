import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../kernel/meta.ts';
import { PageSkeleton } from '../../kernel/ui/Skeleton.tsx';

/** The buttons shown: their class, text (`styleguide.{text}`) and whether disabled. */
const BUTTONS = [
  { className: 'button', text: 'primary', disabled: false },
  { className: 'button button-secondary', text: 'secondary', disabled: false },
  { className: 'button', text: 'disabled', disabled: true },
] as const;

/** The style guide: colours, type, buttons, alerts and skeletons of the shell. */
export default function StyleguidePage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('styleguide.title'), noCrawl: true });
  return (
    <section className="page">
      <h1>{t('styleguide.title')}</h1>
      <p>{t('styleguide.intro')}</p>
      <h2>{t('styleguide.colors')}</h2>
      <ul className="swatches">
        {['brand', 'text', 'muted', 'surface', 'success', 'danger'].map((c) => (
          <li key={c} className={`swatch swatch-${c}`}>
            <code>--{c}</code>
          </li>
        ))}
      </ul>
      <h2>{t('styleguide.typography')}</h2>
      <p className="lead">{t('styleguide.sample')}</p>
      <p>{t('styleguide.sample')}</p>
      <p className="muted">{t('styleguide.sample')}</p>
      <h2>{t('styleguide.buttons')}</h2>
      <p className="row">
        {BUTTONS.map(({ className, text, disabled }) => (
          <button key={text} type="button" className={className} disabled={disabled}>
            {t(`styleguide.${text}`)}
          </button>
        ))}
      </p>
      <h2>{t('styleguide.alerts')}</h2>
      {(['success', 'danger'] as const).map((kind) => (
        <p key={kind} className={`alert alert-${kind}`} role="status">
          {t(`styleguide.${kind}`)}
        </p>
      ))}
      <h2>{t('styleguide.skeleton')}</h2>
      <PageSkeleton />
    </section>
  );
}
