import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** 'This Service is not Reachable at the Moment', with a Try again button that reloads. */
export function UnreachablePage() {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="unreachable" data-testid="unreachable">
      <img src="/icon.svg" alt="" width="64" height="64" />
      <h1 ref={heading} tabIndex={-1}>
        {t('unreachable.title')}
      </h1>
      <p>{t('unreachable.text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('unreachable.retry')}
      </button>
    </main>
  );
}
