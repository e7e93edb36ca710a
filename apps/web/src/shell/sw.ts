import { Workbox } from 'workbox-window';

/**
 * Registers the service worker, only from the app's own origin and only in built apps.
 * When it first takes control, `onControlling` lets the app refetch the shell's data through
 * it, so the very first visit already leaves everything needed to start offline.
 */
export function registerServiceWorker(onControlling: () => void): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const url = new URL('/sw.js', window.location.href);
  if (url.origin !== window.location.origin) return;
  const wb = new Workbox(url.pathname, { scope: '/' });
  wb.addEventListener('controlling', onControlling);
  wb.register().catch((err: unknown) => console.warn('service worker registration failed', err));
}
