import { useEffect } from 'react';
import { useSearchParams } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../kernel/meta.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { identityConfig } from '../../kernel/session/identity-config.ts';
import { INVITATION_CODE_PARAM } from '@tribune/domain';
import { rememberInvitationCode } from '../invitations/index.ts';
import './account.css';

function withQuery(base: string, query: Record<string, string | null>): string {
  const url = new URL(base, location.origin);
  for (const [k, v] of Object.entries(query)) if (v !== null) url.searchParams.set(k, v);
  return url.toString();
}

/** Shows "Redirecting…" with a link and replaces this page with the identity service's page. */
function Forward({ title, target }: { title: string; target: string }) {
  const { t } = useTranslation();
  usePageMeta({ title, noCrawl: true });
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return (
    <section className="page narrow account-screen" aria-busy="true" data-testid="identity-forward">
      <h1>{title}</h1>
      <p role="status">{t('account.forward.redirecting')}</p>
      <a className="button" href={target}>
        {t('account.forward.continue')}
      </a>
    </section>
  );
}

/** The identity service's page at `base` in the page's language, returning to the login page (and its `redirect`). */
function useReturningTarget(base: string): string {
  const { locale } = useShell();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const login = new URL(`/${locale}/account/login`, location.origin);
  if (redirect) login.searchParams.set('redirect', redirect);
  return withQuery(base, { lang: locale, return_to: login.toString() });
}

/**
 * /account/register: the identity service's registration page, returning to the login page. The
 * code of an invitation link (`?invitation_code=`) is kept on this device and redeemed right after
 * the first sign-in (docs/COMMUNITY.md "Invitation codes").
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get(INVITATION_CODE_PARAM);
  useEffect(() => rememberInvitationCode(code), [code]);
  return <Forward title={t('account.register.title')} target={useReturningTarget(identityConfig().registration_url)} />;
}

/** /account/recover: the identity service's password recovery page, returning to the login page. */
export function RecoverPage() {
  const { t } = useTranslation();
  return <Forward title={t('account.recover.title')} target={useReturningTarget(identityConfig().recovery_url)} />;
}

/** /account/reset?token=…: forwards the reset token to the identity service's reset page. */
export function ResetPage() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const [params] = useSearchParams();
  const target = withQuery(`${identityConfig().issuer}/identity/reset`, { token: params.get('token'), lang: locale });
  return <Forward title={t('account.reset.title')} target={target} />;
}
