import { useEffect, useState } from 'react';
import { ApiError } from '@tribune/api-client';
import { useNavigate, useSearchParams } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { redirectAfterLogin } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { PageSkeleton } from '../../kernel/ui/Skeleton.tsx';
import { clearCredentials, storeCredentials } from '../../kernel/session/credentials.ts';
import { exchangeCode, TokenError } from '../../kernel/session/oidc.ts';
import { takePendingLogin } from '../../kernel/session/pkce.ts';
import { loadUser, signInBanned, startLogin } from '../../kernel/session/session-actions.ts';
import { sessionStore } from '../../kernel/session/session-store.ts';
import './account.css';
import { BannedScreen } from './BannedScreen.tsx';

type Outcome =
  | { kind: 'done'; redirect: string | null }
  | { kind: 'banned' }
  | { kind: 'failed'; reason: 'state' | 'error' | 'emailTaken'; redirect: string | null };

const FAILURE_TEXT = {
  state: 'account.redirect.stateMismatch',
  error: 'account.redirect.failed',
  emailTaken: 'account.redirect.emailTaken',
} as const;

// A code is single-use (and reusing one revokes its tokens): each callback URL is handled once,
// even when StrictMode or a re-render runs the effect again.
const handled = new Map<string, Promise<Outcome>>();

async function completeSignIn(search: URLSearchParams): Promise<Outcome> {
  const error = search.get('error');
  if (error === 'access_denied' && search.get('error_description') === 'account_banned') return { kind: 'banned' };
  const pending = takePendingLogin(search.get('state'));
  const code = search.get('code');
  if (!pending || !code)
    return { kind: 'failed', reason: error ? 'error' : 'state', redirect: pending?.redirect ?? null };
  try {
    storeCredentials(await exchangeCode(code, pending.verifier));
    await loadUser();
    return { kind: 'done', redirect: pending.redirect };
  } catch (e) {
    if (e instanceof TokenError && e.banned) return { kind: 'banned' };
    // The identity signed in an account whose e-mail is another user's here (docs/ACCOUNTS.md):
    // its tokens open nothing, so they are dropped.
    if (e instanceof ApiError && e.body?.code === 'EMAIL_TAKEN') {
      clearCredentials();
      return { kind: 'failed', reason: 'emailTaken', redirect: pending.redirect };
    }
    return { kind: 'failed', reason: 'error', redirect: pending.redirect };
  }
}

/** /account/redirect: the OIDC callback. Exchanges the code, verifies the state, loads the user, moves on. */
export default function RedirectPage() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = params.toString();
  usePageMeta({ title: t('account.redirect.title'), noCrawl: true });

  useEffect(() => {
    let active = true;
    let run = handled.get(key);
    if (!run) {
      sessionStore.dispatch({ type: 'signInStarted' });
      run = completeSignIn(new URLSearchParams(key));
      handled.set(key, run);
    }
    void run.then((result) => {
      if (!active) return;
      if (result.kind === 'done') {
        void navigate(redirectAfterLogin(result.redirect, locale), { replace: true });
        return;
      }
      if (result.kind === 'banned') signInBanned();
      else sessionStore.dispatch({ type: 'signInFailed', failure: 'error' });
      setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [key, locale, navigate]);

  if (!outcome || outcome.kind === 'done') {
    return (
      <section className="page narrow account-screen" data-testid="redirect-page">
        <h1 className="visually-hidden">{t('account.redirect.title')}</h1>
        <PageSkeleton />
      </section>
    );
  }
  if (outcome.kind === 'banned') {
    return (
      <BannedScreen testId="redirect-banned">
        <a className="button button-secondary" href={`/${locale}/`}>
          {t('account.redirect.home')}
        </a>
      </BannedScreen>
    );
  }
  return (
    <section className="page narrow account-screen" data-testid="redirect-failed">
      <h1>{t('account.redirect.failedTitle')}</h1>
      <div className="alert alert-danger" role="alert">
        <p>{t(FAILURE_TEXT[outcome.reason])}</p>
      </div>
      <button type="button" className="button" onClick={() => void startLogin(outcome.redirect, locale)}>
        {t('account.redirect.retry')}
      </button>
    </section>
  );
}
