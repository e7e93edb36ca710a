import { useState } from 'react';
import { CookieConsent, type ConsentDialogStatus } from '../features/consent/index.ts';
import { InstallPrompt, IntroSlides } from '../features/prompts/index.ts';

/**
 * The shell's prompts: cookie consent first; the intro slides and the install prompt wait until
 * the consent question is out of the way, so two modals never compete for the user.
 */
export function Overlays() {
  const [consent, setConsent] = useState<ConsentDialogStatus>('pending');
  const consentSettled = consent === 'settled';
  return (
    <>
      <CookieConsent onStatusChange={setConsent} />
      {consentSettled ? <IntroSlides /> : null}
      {consentSettled ? <InstallPrompt /> : null}
    </>
  );
}
