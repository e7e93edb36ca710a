import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './kernel/router.tsx';
import { renderingWithoutServerHtml } from './kernel/hydration.ts';
import { seedBootData, seedPageData } from './kernel/boot-data.ts';
import { shellKeys } from './kernel/shell-queries.ts';
import { staticPageKeys } from './features/static-pages/index.ts';
import { i18n } from './kernel/i18n.ts';
import { registerServiceWorker, warmServiceWorker, whenIdle } from './shell/sw.ts';
import { App, createQueryClient } from './shell/App.tsx';
import './styles.css';

const queryClient = createQueryClient();

// The first data the server put in the page: the shell renders without fetching it again.
const booted = seedBootData(queryClient);
// The page's own first data, when the server rendered the page: hydration draws the same.
const serverRendered = seedPageData(queryClient);

// Once the service worker first takes control, the shell's data and the static pages (what it
// keeps for offline starts) are fetched again through it, when the page is idle and under keys of
// their own: the data on screen is the same, so nothing is drawn again (#11: redrawing the page
// then was the longest task after the first view). The page's own lists are not fetched again.
registerServiceWorker(() => whenIdle(() => warmServiceWorker(queryClient, [shellKeys.all, staticPageKeys.all])));

const root = document.getElementById('root');
if (root) {
  // One router for the app: the shared matcher in @tribune/domain decides the page, so server and app agree.
  const app = <App client={queryClient} i18n={i18n} router={(shell) => <BrowserRouter>{shell}</BrowserRouter>} />;
  // The server's HTML is hydrated; the service worker's cached shell (an empty root) is rendered here.
  // Hydration needs both parts of the server's data, or the first render would differ from its HTML.
  // A one-time sign-in link (`?auth_token=`) is drawn afresh: the app changes its URL and session
  // at once, which Preact must not do while it is still adopting the server's DOM.
  const signInLink = new URLSearchParams(window.location.search).has('auth_token');
  if (booted && serverRendered && root.firstElementChild && !signInLink) {
    // In a task of its own: loading the modules and reading the server's data is one task,
    // hydrating the shell the next, so neither blocks a tap on a slow phone for as long as both
    // (#11). No Intl formatter on the first view: the cards' dates are written out
    // (kernel/intl.ts) and the time zone header waits for a request that needs it.
    setTimeout(() => hydrateRoot(root, app), 0);
  } else {
    root.replaceChildren();
    renderingWithoutServerHtml();
    createRoot(root).render(app);
  }
}
