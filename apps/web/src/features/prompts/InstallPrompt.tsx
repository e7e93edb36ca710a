import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIosUserAgent, shouldShowInstallPrompt } from '@tribune/domain';
import { useRouteName, useShell } from '../../kernel/shell-context.ts';
import { useSession } from '../../kernel/session/session.ts';
import {
  consumeInstallEvent,
  isInsideApp,
  isInstallDismissed,
  rememberInstallDismissed,
  useInstallEvent,
} from './install.ts';
import './prompts.css';

/**
 * The install-app prompt (docs/ACCOUNTS.md "Prompts and consent"): a non-modal banner for signed-in web
 * users whose account is older than a day. It uses the browser's install event when there is
 * one and otherwise explains how to add the app to the home screen (iOS: Share, then Add to
 * Home Screen). A dismissal is remembered on this device.
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const { instanceName } = useShell();
  const { status, user } = useSession();
  const routeName = useRouteName();
  const installEvent = useInstallEvent();
  const [dismissed, setDismissed] = useState(isInstallDismissed);
  const [now] = useState(() => Date.now());
  const [insideApp] = useState(isInsideApp);
  const titleId = useId();

  const show = shouldShowInstallPrompt({
    insideApp,
    signedIn: status === 'signedIn' && user !== null,
    createdAt: user?.created_at,
    now,
    onAccountRedirect: routeName === 'accountRedirect',
    dismissed,
  });
  if (!show) return null;

  const dismiss = () => {
    rememberInstallDismissed();
    setDismissed(true);
  };
  const install = async () => {
    if (!installEvent) return;
    await installEvent.prompt();
    const choice = await installEvent.userChoice;
    consumeInstallEvent();
    if (choice.outcome === 'accepted') dismiss();
  };
  const ios = isIosUserAgent(navigator.userAgent, navigator.maxTouchPoints);
  const howTo = installEvent ? null : ios ? t('install.iosSteps') : t('install.otherSteps');

  return (
    <section className="install-prompt" role="region" aria-labelledby={titleId} data-testid="install-prompt">
      <img src="/icon.svg" alt="" width="40" height="40" />
      <div className="install-text">
        <h2 id={titleId}>{t('install.title', { name: instanceName })}</h2>
        <p>{howTo ?? t('install.text')}</p>
      </div>
      <div className="install-actions">
        <button type="button" className="button button-secondary" onClick={dismiss}>
          {t('install.notNow')}
        </button>
        {installEvent ? (
          <button type="button" className="button" onClick={() => void install()}>
            {t('install.install')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
