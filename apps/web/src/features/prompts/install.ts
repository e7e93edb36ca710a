import { useBrowserStore } from '../../kernel/hydration.ts';
import { isNativeUserAgent } from '@tribune/domain';
import { nativeBridge } from '../consent/index.ts';

/** Chrome's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'install-prompt-dismissed';
let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

// Captured at start-up: the browser fires it once, possibly before any prompt is mounted.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    rememberInstallDismissed();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The captured install event, or null when the browser offers none (Safari, Firefox, already installed). */
export function useInstallEvent(): BeforeInstallPromptEvent | null {
  return useBrowserStore(
    subscribe,
    () => deferred,
    () => null,
  );
}

/** Forgets the captured event once it was used (it can be prompted only once). */
export function consumeInstallEvent(): void {
  deferred = null;
  emit();
}

/** True inside an installed app: standalone display, the native bridge, or the native wrapper's user agent. */
export function isInsideApp(): boolean {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  // The web build always sends X-Build PWA; a native build is recognised by its bridge and user agent.
  return standalone || nativeBridge() !== undefined || isNativeUserAgent(navigator.userAgent);
}

/** Whether the user already dismissed the install prompt on this device. */
export function isInstallDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Remembers the dismissal on this device. */
export function rememberInstallDismissed(): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
  } catch {
    // No storage: the prompt may come back next visit.
  }
  emit();
}
