import { StrictMode, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Shell } from './Shell.tsx';

/** The query client of one app: the browser's one, or one per page the server renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: true, gcTime: 10 * 60_000 } },
  });
}

/**
 * The whole app below the router: the same tree in the browser (main.tsx) and in the server's
 * rendering (entry-server.tsx), so what the server draws is what the browser hydrates.
 */
export function App({
  client,
  i18n,
  router,
}: {
  client: QueryClient;
  i18n: I18n;
  router: (app: ReactNode) => ReactNode;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>{router(<Shell />)}</QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
