import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from './kernel/router.tsx';
import { I18nextProvider } from 'react-i18next';
import { Shell } from './shell/Shell.tsx';
import { seedBootData } from './kernel/boot-data.ts';
import { shellKeys } from './kernel/shell-queries.ts';
import { staticPageKeys } from './features/static-pages/index.ts';
import { i18n } from './kernel/i18n.ts';
import { registerServiceWorker } from './shell/sw.ts';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: true, gcTime: 10 * 60_000 } },
});

// The first data the server put in the page: the shell renders without fetching it again.
seedBootData(queryClient);

// Once the service worker first takes control, the shell's data and the static pages (what it
// keeps for offline starts) are fetched again through it; the page's own lists are not.
registerServiceWorker(() => {
  void queryClient.invalidateQueries({ queryKey: shellKeys.all });
  void queryClient.invalidateQueries({ queryKey: staticPageKeys.all });
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            {/* The shared matcher in @tribune/domain decides the page, so server and app agree. */}
            <Shell />
          </BrowserRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
