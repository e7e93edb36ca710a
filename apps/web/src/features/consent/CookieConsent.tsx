import { useEffect, useRef, useState } from 'react';
import { Link } from '../../kernel/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONSENT_ALL,
  CONSENT_DIALOG_DELAY_MS,
  CONSENT_ESSENTIAL,
  consentFromTrackingAnswer,
  isConsentExemptPage,
  shouldShowConsentDialog,
  type ConsentFlags,
} from '@tribune/domain';
import { useRouteName, useShell } from '../../kernel/shell-context.ts';
import { Dialog } from '../../kernel/ui/Dialog.tsx';
import { useRegistrationGateActive } from '../account/index.ts';
import { staticPageQuery } from '../static-pages/index.ts';
import { ConsentToggles } from './ConsentToggles.tsx';
import { useNativeTracking } from './native.ts';
import { resyncLocalConsent, savedConsentQuery, useSaveConsent } from './queries.ts';
import { readLocalConsent } from './store.ts';

/** Whether the consent dialog is up, may still come, or is out of the way (other prompts wait for it). */
export type ConsentDialogStatus = 'pending' | 'visible' | 'settled';

/** The route name and slugs of the current page, from the same matcher the shell uses. */
function useCurrentPage(): { routeName: string | null; slugs: string[] } {
  const { locale, params } = useShell();
  const routeName = useRouteName();
  const isStatic = routeName === 'staticPage' || routeName === 'staticPageInMenu';
  const slug = params.slug ?? '';
  // Shares the static page's cache entry, so a translated slug (datenschutz) is recognised too.
  const page = useQuery({ ...staticPageQuery(slug, locale), enabled: isStatic && slug !== '' });
  const slugs = [slug, ...(page.data?.attributes.translated_slugs.map((s) => s.slug) ?? [])];
  return { routeName, slugs };
}

/**
 * The cookie-consent dialog (docs/ACCOUNTS.md "Prompts and consent").
 *
 * "Is a setting saved?" The consentId cookie is HttpOnly, so the app cannot look at it. Instead
 * the app keeps its own record of a saved choice in local storage; only without that record does
 * it GET /consent/ (the browser sends the cookie): 200 means a setting exists (it is then recorded
 * locally and no dialog shows), 404 means none, and the dialog appears about 1000 ms after load.
 * On the native iOS shell the tracking-permission answer is saved instead, without a dialog.
 */
export function CookieConsent({ onStatusChange }: { onStatusChange?: (status: ConsentDialogStatus) => void }) {
  const { t } = useTranslation();
  const { config, locale, words } = useShell();
  const gateActive = useRegistrationGateActive();
  const { routeName, slugs } = useCurrentPage();
  const [local] = useState(readLocalConsent);
  const [delayPassed, setDelayPassed] = useState(false);
  const [view, setView] = useState<'choice' | 'settings'>('choice');
  const [chosen, setChosen] = useState<ConsentFlags>(CONSENT_ESSENTIAL);
  const native = useNativeTracking();
  const save = useSaveConsent({ keepOnFailure: true });
  const hidden = config.options.hideCookieConsent;
  const saved = useQuery({ ...savedConsentQuery, enabled: local === null && !hidden });
  const acceptRef = useRef<HTMLButtonElement>(null);

  // Counted from the window's load (spec), not from the app's start: a server-rendered page is
  // hydrated well before its images have loaded.
  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setDelayPassed(true), CONSENT_DIALOG_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (local && !local.synced) void resyncLocalConsent();
  }, [local]);

  const savedState =
    local !== null || saved.data ? 'yes' : saved.isPending && saved.fetchStatus !== 'idle' ? 'unknown' : 'no';

  // The native tracking answer decides on its own: saved without asking again.
  const nativeFlags = consentFromTrackingAnswer(native.answer);
  const { mutate, isIdle } = save;
  useEffect(() => {
    if (nativeFlags && savedState === 'no' && isIdle) mutate(nativeFlags);
  }, [nativeFlags, savedState, isIdle, mutate]);

  const exemptPage = isConsentExemptPage(routeName, slugs);
  const visible =
    delayPassed &&
    !native.pending &&
    !nativeFlags &&
    !save.isSuccess &&
    shouldShowConsentDialog({
      hideCookieConsent: hidden,
      registrationGateActive: gateActive,
      exemptPage,
      saved: savedState,
    });
  const status: ConsentDialogStatus = visible
    ? 'visible'
    : hidden || gateActive || exemptPage || savedState === 'yes' || save.isSuccess
      ? 'settled'
      : 'pending';

  useEffect(() => onStatusChange?.(status), [status, onStatusChange]);

  const choose = (flags: ConsentFlags) => save.mutate(flags);
  const legal = (slug: string) => `/${locale}/${words.pages}/${slug}/`;

  return (
    <Dialog
      open={visible}
      title={t('consent.title')}
      placement="bottom"
      size="medium"
      initialFocus={acceptRef}
      testId="cookie-consent"
      footer={
        view === 'choice' ? (
          <>
            <button type="button" className="button button-secondary" onClick={() => setView('settings')}>
              {t('consent.settings')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={save.isPending}
              onClick={() => choose(CONSENT_ESSENTIAL)}
            >
              {t('consent.onlyEssential')}
            </button>
            <button
              ref={acceptRef}
              type="button"
              className="button"
              disabled={save.isPending}
              onClick={() => choose(CONSENT_ALL)}
            >
              {t('consent.acceptAll')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button-secondary" onClick={() => setView('choice')}>
              {t('consent.back')}
            </button>
            <button type="button" className="button" disabled={save.isPending} onClick={() => choose(chosen)}>
              {t('consent.save')}
            </button>
          </>
        )
      }
    >
      {view === 'choice' ? (
        <p>{t('consent.text')}</p>
      ) : (
        <>
          <p>{t('consent.settingsText')}</p>
          <ConsentToggles value={chosen} onChange={setChosen} disabled={save.isPending} />
        </>
      )}
      <p className="consent-links">
        <Link to={legal('privacy')}>{t('consent.privacyLink')}</Link>
        <Link to={legal('imprint')}>{t('consent.imprintLink')}</Link>
      </p>
    </Dialog>
  );
}
