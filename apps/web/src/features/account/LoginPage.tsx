import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { redirectAfterLogin } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { credentialsValid } from '../../kernel/session/credentials.ts';
import { startLogin } from '../../kernel/session/session-actions.ts';
import { sessionStore } from '../../kernel/session/session-store.ts';
import { useSessionState } from '../../kernel/session/session.ts';
import './account.css';
import { BannedScreen } from './BannedScreen.tsx';

/**
 * /account/login?redirect=…: sends the browser to the identity service's authorize page, the
 * redirect carried in the state. A banned sign-in shows the banned alert instead.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const session = useSessionState();
  const banned = session.failure === 'banned';
  const signedIn = credentialsValid() && !session.loggedOut;
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const [clicked, setClicked] = useState(false);
  const waiting = session.loggedOut && !clicked;
  usePageMeta({ title: t('account.login.title'), noCrawl: true });

  const go = useCallback(() => {
    setFailed(false);
    setClicked(true);
    startLogin(redirect, locale).catch(() => setFailed(true));
  }, [redirect, locale]);

  useEffect(() => {
    // Once per visit: StrictMode runs effects twice, and each start makes a new PKCE pair.
    // Right after a logout the identity session would sign the user straight back in: wait for a click.
    if (banned || signedIn || session.loggedOut || started.current) return;
    started.current = true;
    go();
  }, [banned, signedIn, session.loggedOut, go]);

  if (signedIn) return <Navigate to={redirectAfterLogin(redirect, locale)} replace />;

  if (banned) {
    return (
      <BannedScreen testId="login-banned">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            sessionStore.dispatch({ type: 'failureCleared' });
            go();
          }}
        >
          {t('account.login.otherAccount')}
        </button>
      </BannedScreen>
    );
  }

  return (
    <section className="page narrow account-screen" aria-busy={!failed && !waiting} data-testid="login-page">
      <h1>{t('account.login.title')}</h1>
      {waiting ? (
        <p>{t('account.login.signedOut')}</p>
      ) : failed ? (
        <div className="alert alert-danger" role="alert">
          <p>{t('account.login.failed')}</p>
        </div>
      ) : (
        <p role="status">{t('account.login.redirecting')}</p>
      )}
      <button type="button" className="button" onClick={go}>
        {t('account.login.continue')}
      </button>
    </section>
  );
}
