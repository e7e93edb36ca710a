import { useState } from 'react';
import { CookieConsent, type ConsentDialogStatus } from '../features/consent/index.ts';
import { NotificationCenter } from '../features/notifications/index.ts';
import { InstallPrompt, IntroSlides, WalletCreatePrompt } from '../features/prompts/index.ts';

/**
 * The shell's prompts: cookie consent first; the intro slides and the install prompt wait until
 * the consent question is out of the way, so two modals never compete for the user (the
 * wallet-creation prompt also waits for the intro slides). The
 * notifications' live part runs from the start; its prompt dialogs wait for the consent question too.
 */
export function Overlays() {
  const [consent, setConsent] = useState<ConsentDialogStatus>('pending');
  const consentSettled = consent === 'settled';
  return (
    <>
      <CookieConsent onStatusChange={setConsent} />
      <NotificationCenter showPrompts={consentSettled} />
      {consentSettled ? <IntroSlides /> : null}
      {consentSettled ? <InstallPrompt /> : null}
      {consentSettled ? <WalletCreatePrompt /> : null}
    </>
  );
}
