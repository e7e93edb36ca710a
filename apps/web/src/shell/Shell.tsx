import { lazy, Suspense, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useRecordBrowsingHistory } from '../kernel/browsing-history.ts';
import { Navigate, useLocation } from '../kernel/router.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_SCREENS,
  chooseLocale,
  isGateFreePage,
  matchRoute,
  parseFeatureFlags,
  parseModuleConfig,
  registrationGateApplies,
  resolveRouteWords,
} from '@tribune/domain';
import { setApiLocale } from '../kernel/api.ts';
import { I18nContext } from 'react-i18next';
import { installBundle } from '../kernel/i18n.ts';
import { useAfterHydration, useHydrated } from '../kernel/hydration.ts';
import { ShellContext, type ShellContextValue } from '../kernel/shell-context.ts';
import { iconsQuery, moduleConfigQuery, routesQuery, shellKeys, translationsQuery } from '../kernel/shell-queries.ts';
import { credentialsValid } from '../kernel/session/credentials.ts';
import { setIdentityConfig } from '../kernel/session/identity-config.ts';
import { useSessionState } from '../kernel/session/session.ts';
import { onSignOut } from '../kernel/session/sign-out.ts';
import { Alerts } from '../kernel/ui/Alerts.tsx';
import { PageSkeleton } from '../kernel/ui/Skeleton.tsx';
import { RegistrationGate, RegistrationGateContext } from '../features/account/index.ts';
import { wipeChatDevice } from '../features/chat/index.ts';
import { NotFoundPage, UnreachablePage } from '../features/errors/index.ts';
import { forgetPushOnThisDevice } from '../features/notifications/index.ts';
import { InvitationGate } from '../features/invitations/index.ts';
import { staticPageQuery } from '../features/static-pages/index.ts';
import { storedLanguage, storeLanguage } from './language.ts';
import { Layout } from './Layout.tsx';
import { PAGES } from './pages.tsx';
import { usePreviewDraft } from './preview.ts';
import { useRealtimeConnection } from './realtime.ts';
import { RequireCredentials } from './RequireCredentials.tsx';
import { useAppStart } from './useAppStart.ts';

// A deliberate sign-out or account deletion leaves no chat key or decrypted message on the device (docs/CHAT.md).
onSignOut(wipeChatDevice);
// ...and no push for the signed-out user arrives on it any more (docs/NOTIFICATIONS.md "Web app").
onSignOut(forgetPushOnThisDevice);

// Prompts and dialogs that never show at first paint load after it, outside the initial JavaScript.
const Overlays = lazy(() => import('./Overlays.tsx').then((m) => ({ default: m.Overlays })));
// The wallet's provider (its frame, signing, the browser wallet) is not needed for the first paint.
const WalletProvider = lazy(() =>
  import('../features/wallet/frame/WalletContext.tsx').then((m) => ({ default: m.WalletProvider })),
);
const LogoutDialog = lazy(() =>
  import('../features/account/LogoutDialog.tsx').then((m) => ({ default: m.LogoutDialog })),
);

/**
 * The app shell: loads the instance configuration, matches the path with the route matcher
 * the server also uses, redirects to a locale prefix, and renders the page inside the layout.
 * Any failure of the customizer shows 'This Service is not Reachable at the Moment'.
 * It also runs the app start (session), guards protected pages and shows the registration gate.
 */
/**
 * Its children once hydration is over (nothing on the server and while hydrating): only this flips,
 * so the shell and the page are not drawn again when it does.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

export function Shell() {
  const location = useLocation();
  // Every route change, with its time (it resets the NFT transfer, docs/NFTS.md "Transfer out").
  useRecordBrowsingHistory(location.pathname);
  const queryClient = useQueryClient();
  const session = useSessionState();
  // The i18next instance of this app (the server renders each page with its own, beside the others);
  // read from the context, not useTranslation, which would suspend while a language has no texts yet.
  const { i18n } = useContext(I18nContext);
  // The invitation gate is the browser's: the server draws every page as a guest.
  const invitationRequired = useAfterHydration(false, session.user?.invitation_required === true);
  useAppStart();
  const configQ = useQuery(moduleConfigQuery);
  // Set while rendering, before any page's effect may start a sign-in with it.
  useMemo(() => setIdentityConfig((configQ.data as { identity?: unknown } | undefined)?.identity), [configQ.data]);
  const routesQ = useQuery(routesQuery);
  const iconsQ = useQuery(iconsQuery);
  // Inside the setup screen's preview frame, the draft the console posts stands in for the fetched
  // configuration (shell/preview.ts); everywhere else it is null.
  const preview = usePreviewDraft();
  const configData = useMemo(
    () => (configQ.data && preview ? { ...configQ.data, ...preview.moduleConfig } : configQ.data),
    [configQ.data, preview],
  );
  const routesData = preview && routesQ.data ? preview.routeWords : routesQ.data;
  const iconsData = useMemo(
    () => (iconsQ.data && preview ? { ...iconsQ.data, ...preview.icons } : iconsQ.data),
    [iconsQ.data, preview],
  );
  const config = useMemo(() => (configData ? parseModuleConfig(configData) : null), [configData]);
  const words = useMemo(() => (routesData ? resolveRouteWords(routesData) : null), [routesData]);
  useRealtimeConnection(config, configData?.feature_flags);

  const flags = useMemo(() => (configData ? parseFeatureFlags(configData.feature_flags) : null), [configData]);

  const match = useMemo(() => {
    if (!config || !words || !configData || !flags) return null;
    const preferredLocale = () =>
      chooseLocale({
        userLocale: session.user?.locale,
        storedLanguage: storedLanguage(),
        browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
        defaultLanguage: config.options.default_language,
        languageOptions: config.options.language_options,
      });
    return matchRoute(location.pathname, {
      words,
      config,
      flags,
      campaignAliases: configData.campaign_aliases,
      preferredLocale,
    });
  }, [config, words, configData, flags, location.pathname, session.user?.locale]);

  const locale = match && match.kind !== 'redirect' ? match.locale : null;
  // One context value while its parts stay the same: every useShell() reader (each card, the header,
  // the menus) draws again when it changes, and the shell draws several times while it hydrates
  // (the hydration flag, the session, background refetches), #11.
  const value = useMemo<ShellContextValue | null>(
    () =>
      match && match.kind !== 'redirect' && config && words && configData && flags && iconsData
        ? {
            locale: match.locale,
            words,
            config,
            flags,
            instanceName: configData.instance.name,
            params: match.kind === 'page' ? match.params : NO_PARAMS,
            routeName: match.kind === 'page' ? match.name : null,
            icons: iconsData,
          }
        : null,
    [match, config, words, configData, flags, iconsData],
  );
  const translationsQ = useQuery({ ...translationsQuery(locale ?? 'en'), enabled: locale !== null });

  // A guest of a registered-users-only instance may read imprint, privacy and tos under any of
  // their translated slugs: for another static page slug, its translations decide.
  const pageSlug =
    match?.kind === 'page' && (match.name === 'staticPage' || match.name === 'staticPageInMenu')
      ? (match.params.slug ?? '')
      : '';
  const askTranslations =
    pageSlug !== '' &&
    locale !== null &&
    config?.options.registered_users_only.enabled === true &&
    (session.loggedOut || !credentialsValid()) &&
    !isGateFreePage(pageSlug);
  const legalQ = useQuery({ ...staticPageQuery(pageSlug, locale ?? 'en'), enabled: askTranslations });

  // On each path change, refetch whatever shell data has gone stale (configuration after 60 s, translations after 300 s).
  useEffect(() => {
    void queryClient.refetchQueries({ queryKey: shellKeys.all, type: 'active', stale: true });
  }, [location.pathname, queryClient]);

  useEffect(() => {
    if (!locale) return;
    setApiLocale(locale);
    storeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    const color = configData?.instance.theme_color;
    if (color && /^#[0-9a-f]{3,8}$/i.test(color)) document.documentElement.style.setProperty('--brand', color);
  }, [configData?.instance.theme_color]);
  // The preview shows the draft's background too (the app's own stays white).
  const previewBackground = preview?.moduleConfig.instance.background_color;
  useEffect(() => {
    if (previewBackground) document.documentElement.style.setProperty('background', previewBackground);
  }, [previewBackground]);

  if (locale && translationsQ.data) installBundle(locale, translationsQ.data as Record<string, unknown>, i18n);

  // A failed first load shows the unreachable page; a failed background refetch keeps what the user sees.
  const failed = [configQ, routesQ, translationsQ, iconsQ].some((q) => q.isError && q.data === undefined);
  if (failed) {
    if (locale) void i18n.changeLanguage(locale);
    return <UnreachablePage />;
  }
  if (match?.kind === 'redirect') return <Navigate to={`${match.to}${location.search}${location.hash}`} replace />;
  if (!match || !value || !config || !translationsQ.data) return <PageSkeleton fullPage />;
  if (askTranslations && legalQ.isPending) return <PageSkeleton fullPage />;

  const Page = match.kind === 'page' ? PAGES[match.name] : NotFoundPage;
  const guest = session.loggedOut || !credentialsValid();
  const gateActive = registrationGateApplies({
    enabled: config.options.registered_users_only.enabled,
    guest,
    match,
    pageSlugs: legalQ.data?.attributes.translated_slugs.map((s) => s.slug),
  });
  // A signed-in user who must redeem an invitation code sees the redeem screen instead of any page
  // but the account screens (docs/COMMUNITY.md "Invitation codes"); the server refuses the rest anyway.
  const accountScreen = match.kind === 'page' && ACCOUNT_SCREENS.some(([name]) => name === match.name);
  const invitationGate = !gateActive && !guest && invitationRequired && !accountScreen;
  return (
    <ShellContext.Provider value={value}>
      <RegistrationGateContext.Provider value={gateActive}>
        <Suspense fallback={<PageSkeleton fullPage />}>
          <WalletProvider>
            <Layout>
              {gateActive ? (
                <RegistrationGate />
              ) : invitationGate ? (
                <InvitationGate />
              ) : (
                <RequireCredentials isProtected={match.kind === 'page' && match.protected} locale={match.locale}>
                  <Suspense fallback={<PageSkeleton />}>
                    <Page key={location.pathname} />
                  </Suspense>
                </RequireCredentials>
              )}
            </Layout>
            {/* What depends on the device (stored choices, prompts) joins after hydration. */}
            <AfterHydration>
              <Suspense fallback={null}>
                <Overlays />
                <LogoutDialog />
              </Suspense>
            </AfterHydration>
          </WalletProvider>
        </Suspense>
        {/* Always in the page, the server's too: its two live regions are empty until an alert comes
            (screen readers announce what is added), and hydration adopts them as they are. */}
        <Alerts />
      </RegistrationGateContext.Provider>
    </ShellContext.Provider>
  );
}
