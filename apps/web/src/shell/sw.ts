import type { QueryClient } from '@tanstack/react-query';

/**
 * Registers the service worker, only from the app's own origin and only in built apps, once the
 * page has loaded. When a worker takes control of the page (its first visit: the worker claims its
 * clients; later, an update), `onControlling` lets the app refetch the shell's data through it, so
 * the very first visit already leaves everything needed to start offline.
 *
 * The browser's own API, not workbox-window: registering and one event are all the app needs,
 * and evaluating workbox-window was a long task of its own right after the first view (#11).
 */
export function registerServiceWorker(onControlling: () => void): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const url = new URL('/sw.js', window.location.href);
  if (url.origin !== window.location.origin) return;
  const register = () => {
    navigator.serviceWorker.addEventListener('controllerchange', onControlling);
    navigator.serviceWorker
      .register(url.pathname, { scope: '/' })
      .catch((err: unknown) => console.warn('service worker registration failed', err));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Runs `task` when the main thread is idle (at the latest after `timeoutMs`). */
export function whenIdle(task: () => void, timeoutMs = 5_000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 200);
}

/**
 * Fetches the cached queries under `prefixes` again, through the service worker that now controls
 * the page (it keeps their answers for offline starts), under throwaway keys: the answers do not
 * replace the data on screen, so no view is drawn again. Only queries that hold data: a disabled
 * one (the cookie dialog's legal page while it has no slug) was never meant to be fetched, and
 * fetching it asked for `/v2/static_pages/` and logged a 400 on a new visitor's first view.
 */
export function warmServiceWorker(client: QueryClient, prefixes: ReadonlyArray<readonly unknown[]>): void {
  for (const queryKey of prefixes) {
    for (const query of client.getQueryCache().findAll({ queryKey })) {
      const queryFn = query.options.queryFn;
      if (typeof queryFn !== 'function' || query.state.status !== 'success') continue;
      void client
        .fetchQuery({ queryKey: ['service-worker-warm-up', ...query.queryKey], queryFn, gcTime: 0, retry: false })
        .catch(() => undefined);
    }
  }
}
