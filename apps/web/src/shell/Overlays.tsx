import { useState } from 'react';
import { CookieConsent, type ConsentDialogStatus } from '../features/consent/index.ts';
import { NotificationCenter } from '../features/notifications/index.ts';
import { InstallPrompt, IntroSlides } from '../features/prompts/index.ts';

/**
 * The shell's prompts: cookie consent first; the intro slides and the install prompt wait until
 * the consent question is out of the way, so two modals never compete for the user. The
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
    </>
  );
}
