import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { Link } from '../../kernel/router.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { InlineRetry } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundPage } from '../errors/index.ts';
import { consoleAccessQuery, isRefused, type ConsoleAccess } from './api.ts';
import ConsoleHome from './home/ConsoleHome.tsx';
import { sectionsFor, type ConsoleSection } from './sections.ts';
import { useConsoleTexts } from './texts.ts';
import './console.css';

/**
 * `/{locale}/admin/…` (protected): the operator console (docs/CONSOLE.md). The server says which
 * areas the caller may open; a fan (403) sees the not-found page, as for anything hidden. The
 * frame lists the caller's sections (a side bar, a menu on a phone) and shows the one on the path.
 */
export default function ConsolePage() {
  const { locale, params } = useShell();
  const session = useSession();
  const viewer = session.user?.id ?? '';
  const access = useQuery({ ...consoleAccessQuery(viewer), enabled: viewer !== '' });
  const textsReady = useConsoleTexts(locale);
  if (access.isError && isRefused(access.error)) return <NotFoundPage />;
  if (!textsReady || access.isPending) return <ConsoleLoading />;
  if (access.isError) return <ConsoleFailed retry={() => void access.refetch()} />;
  return <ConsoleFrame access={access.data} area={params.area} screen={params.screen} id={params.id} />;
}

function ConsoleLoading() {
  return (
    <div className="page console-page" data-testid="console-loading" aria-busy="true">
      <div className="skeleton console-skeleton-title" />
      <div className="skeleton console-skeleton-block" />
    </div>
  );
}

function ConsoleFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('console');
  return (
    <div className="page console-page">
      <InlineRetry message={t('frame.failed')} onRetry={retry} />
    </div>
  );
}

function ConsoleFrame({
  access,
  area,
  screen,
  id,
}: {
  access: ConsoleAccess;
  area?: string;
  screen?: string;
  id?: string;
}) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const sections = sectionsFor(access.areas);
  const current: ConsoleSection | undefined = area ? sections.find((s) => s.word === area) : undefined;
  const [menuOpen, setMenuOpen] = useState(false);
  usePageMeta({ title: current ? t(`sections.${current.label}`) : t('frame.title'), noCrawl: true });
  // A section the caller may not open answers like a missing page.
  if (area && !current) return <NotFoundPage />;
  const home = localePath(locale, 'admin');
  return (
    <div className="console-page" data-testid="console">
      <nav className="console-nav" aria-label={t('frame.nav')}>
        <div className="console-nav-head">
          <Link to={home} className="console-brand">
            {t('frame.title')}
          </Link>
          <span className="console-role" data-testid="console-role">
            {t(`roles.${access.role}`)}
          </span>
          <button
            type="button"
            className="button button-secondary console-menu-button"
            aria-expanded={menuOpen}
            aria-controls="console-sections"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {t('frame.menu')}
          </button>
        </div>
        <ul id="console-sections" className={menuOpen ? 'console-sections open' : 'console-sections'}>
          <li>
            <Link to={home} aria-current={!current ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
              {t('sections.home')}
            </Link>
          </li>
          {sections.map((s) => (
            <li key={s.word}>
              <Link
                to={localePath(locale, 'admin', s.word)}
                aria-current={current === s ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
                data-testid={`console-nav-${s.word}`}
              >
                {t(`sections.${s.label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="console-main">
        <Suspense fallback={<div className="skeleton console-skeleton-block" />}>
          {current ? <current.Screen screen={screen} id={id} /> : <ConsoleHome access={access} sections={sections} />}
        </Suspense>
      </div>
    </div>
  );
}
