import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The sign-in's answer to a banned account: the sign-in title, the ban alert, then `children` (the way out). */
export function BannedScreen({ testId, children }: { testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="page narrow account-screen" data-testid={testId}>
      <h1>{t('account.login.title')}</h1>
      <div className="alert alert-danger" role="alert">
        <p>{t('alerts.banned')}</p>
      </div>
      {children}
    </section>
  );
}
