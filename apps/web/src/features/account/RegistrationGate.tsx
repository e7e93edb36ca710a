import { Link, useLocation } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { loginPath } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { useShell } from '../../kernel/shell-context.ts';
import './account.css';

/** The registered-users-only gate shown to guests instead of the page. */
export function RegistrationGate() {
  const { t } = useTranslation();
  const { locale, instanceName } = useShell();
  const location = useLocation();
  usePageMeta({ title: t('account.gate.title'), noCrawl: true });
  const here = `${location.pathname}${location.search}`;
  return (
    <section className="page narrow account-screen account-gate" data-testid="registration-gate">
      <h1>{t('account.gate.title')}</h1>
      <p>{t('account.gate.text', { name: instanceName })}</p>
      <div className="account-actions">
        <Link className="button" to={loginPath(locale, here)}>
          {t('account.gate.signIn')}
        </Link>
        <Link
          className="button button-secondary"
          to={`/${locale}/account/register?redirect=${encodeURIComponent(here)}`}
        >
          {t('account.gate.register')}
        </Link>
      </div>
    </section>
  );
}
