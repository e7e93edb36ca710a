/**
 * Registers the service worker, only from the app's own origin and only in built apps, once the
 * page has loaded (workbox-window is loaded then too: it is not part of the first view).
 * When it first takes control, `onControlling` lets the app refetch the shell's data through
 * it, so the very first visit already leaves everything needed to start offline.
 */
export function registerServiceWorker(onControlling: () => void): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const url = new URL('/sw.js', window.location.href);
  if (url.origin !== window.location.origin) return;
  const register = () =>
    void import('workbox-window')
      .then(({ Workbox }) => {
        const wb = new Workbox(url.pathname, { scope: '/' });
        wb.addEventListener('controlling', onControlling);
        return wb.register();
      })
      .catch((err: unknown) => console.warn('service worker registration failed', err));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
