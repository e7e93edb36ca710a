// The consent feature's public surface: the cookie dialog (shell overlays), the toggles and the
// saved consent (settings), and the native app bridge (install prompt).
export { CookieConsent, type ConsentDialogStatus } from './CookieConsent.tsx';
export { ConsentToggles } from './ConsentToggles.tsx';
export { savedConsentQuery, useSaveConsent } from './queries.ts';
export { clearLocalConsent, readLocalConsent } from './store.ts';
export { nativeBridge } from './native.ts';
