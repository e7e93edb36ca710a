import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../kernel/meta.ts';
import { PageSkeleton } from '../../kernel/ui/Skeleton.tsx';

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
        <button type="button" className="button">
          {t('styleguide.primary')}
        </button>
        <button type="button" className="button button-secondary">
          {t('styleguide.secondary')}
        </button>
        <button type="button" className="button" disabled>
          {t('styleguide.disabled')}
        </button>
      </p>
      <h2>{t('styleguide.alerts')}</h2>
      <p className="alert alert-success" role="status">
        {t('styleguide.success')}
      </p>
      <p className="alert alert-danger" role="status">
        {t('styleguide.danger')}
      </p>
      <h2>{t('styleguide.skeleton')}</h2>
      <PageSkeleton />
    </section>
  );
}
