import { useState } from 'react';
import { CookieConsent, type ConsentDialogStatus } from '../features/consent/CookieConsent.tsx';
import { IntroSlides } from '../features/prompts/IntroSlides.tsx';
import { InstallPrompt } from '../features/prompts/InstallPrompt.tsx';

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
