import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from '../kernel/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuPosition } from '@tribune/domain';
import { menuItemsQuery } from '../kernel/shell-queries.ts';
import { useShell } from '../kernel/shell-context.ts';
import { MenuList } from './Menu.tsx';
import { Icon } from '../kernel/ui/Icon.tsx';
import { HydrateLater } from '../kernel/ui/HydrateLater.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { AccountMenu } from '../features/account/index.ts';
import { NotificationBell } from '../features/notifications/index.ts';

/** The frame around every page: header, sidebar (wide screens), bottom bar (phones), main content. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { locale, instanceName, config } = useShell();
  const location = useLocation();
  const menu = useQuery(menuItemsQuery(locale));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const byPosition = (position: MenuPosition) =>
    (menu.data ?? []).filter((m) => m.attributes.menu_position === position);
  // The drawer shows the phone menu and then the sidebar, each destination once.
  const drawerItems = [...byPosition('mobile_bar'), ...byPosition('sidebar')].filter(
    (item, i, all) =>
      all.findIndex(
        (o) => o.attributes.menu_type === item.attributes.menu_type && o.attributes.target === item.attributes.target,
      ) === i,
  );
  const switchTo = (lang: string) => location.pathname.replace(/^\/[^/]+/, `/${lang}`) + location.search;

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="topbar">
        <Link to={`/${locale}/`} className="brand">
          <img src="/icon.svg" alt="" width="28" height="28" />
          <span>{instanceName}</span>
        </Link>
        <nav className="languages" aria-label={t('app.language')}>
          {config.options.language_options.map((lang) => (
            <Link
              key={lang}
              to={switchTo(lang)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === locale ? 'true' : undefined}
              title={t(`app.languageNames.${lang}`, { defaultValue: lang })}
            >
              {lang.toUpperCase()}
            </Link>
          ))}
        </nav>
        <NotificationBell />
        <AccountMenu />
        <button
          type="button"
          className="drawer-toggle"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          onClick={() => setDrawerOpen((o) => !o)}
        >
          <Icon name="menu" />
          <span className="visually-hidden">{t('app.menu')}</span>
        </button>
      </header>
      {/* Hidden on the first view (the drawer until it is opened, the sidebar on a phone): their
          menus are hydrated in tasks of their own, after the page around them. */}
      <nav id={drawerId} className="drawer" hidden={!drawerOpen} aria-label={t('app.menu')}>
        <HydrateLater>
          <MenuList items={drawerItems} loading={menu.isPending} />
        </HydrateLater>
      </nav>
      <nav className="sidebar" aria-label={t('app.mainNavigation')}>
        <HydrateLater>
          <MenuList items={byPosition('sidebar_top')} loading={menu.isPending} />
          <MenuList items={byPosition('sidebar')} loading={menu.isPending} />
        </HydrateLater>
      </nav>
      <main id="main" tabIndex={-1}>
        <OfflineBanner />
        {children}
      </main>
      <nav className="bottom-bar" aria-label={t('app.mobileNavigation')}>
        <MenuList items={byPosition('bottom_bar')} loading={menu.isPending} compact />
      </nav>
    </div>
  );
}
