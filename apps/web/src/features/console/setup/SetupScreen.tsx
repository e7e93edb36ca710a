import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { Link } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { InlineRetry } from '../../../kernel/ui/ErrorState.tsx';
import { NotFoundPage } from '../../errors/index.ts';
import type { SectionProps } from '../sections.ts';
import { instanceSetupQuery } from './api.ts';
import { HistoryScreen } from './HistoryScreen.tsx';
import { MenusScreen } from './MenusScreen.tsx';
import { PagesScreen } from '../pages/PagesScreen.tsx';
import { SetupForm } from './SetupForm.tsx';
import { TranslationsScreen } from './TranslationsScreen.tsx';
import './setup.css';

const TABS = [
  { screen: undefined, label: 'setup.tabs.form', testId: 'setup-tab-form' },
  { screen: 'history', label: 'setup.tabs.history', testId: 'setup-tab-history' },
  { screen: 'translations', label: 'setup.tabs.translations', testId: 'setup-tab-translations' },
  { screen: 'menus', label: 'menus.tab', testId: 'setup-tab-menus' },
  { screen: 'pages', label: 'pages.tab', testId: 'setup-tab-pages' },
] as const;

/**
 * The instance's setup (docs/CONSOLE.md "Instance setup"): the form with its live preview
 * (`/admin/setup`), the history of versions with rollbacks (`…/history`) and the text overrides
 * (`…/translations`), the menus editor (`…/menus`) and the static pages (`…/pages`, `…/pages/new`,
 * `…/pages/{id}`).
 */
export default function SetupScreen({ screen, id }: SectionProps) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  if (screen !== undefined && !TABS.some((tab) => tab.screen === screen)) return <NotFoundPage />;
  return (
    <div className="console-screen" data-testid="console-setup">
      <h1>{t('sections.setup')}</h1>
      <nav aria-label={t('setup.tabs.label')}>
        <ul className="setup-tabs">
          {TABS.map((tab) => (
            <li key={tab.testId}>
              <Link
                to={localePath(locale, 'admin', 'setup', ...(tab.screen ? [tab.screen] : []))}
                aria-current={tab.screen === screen ? 'page' : undefined}
                data-testid={tab.testId}
              >
                {t(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {screen === 'history' ? (
        <HistoryScreen />
      ) : screen === 'translations' ? (
        <TranslationsScreen />
      ) : screen === 'menus' ? (
        <MenusScreen />
      ) : screen === 'pages' ? (
        <PagesScreen id={id} />
      ) : (
        <FormLoader />
      )}
    </div>
  );
}

function FormLoader() {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const doc = useQuery(instanceSetupQuery());
  // A reload (after someone else saved) starts the form again from the newest version.
  const [round, setRound] = useState(0);
  if (doc.isError) return <InlineRetry message={t('setup.loadFailed')} onRetry={() => void doc.refetch()} />;
  if (!doc.data) return <div className="skeleton console-skeleton-block" data-testid="setup-loading" />;
  const reload = async () => {
    await queryClient.fetchQuery({ ...instanceSetupQuery(), staleTime: 0 });
    setRound((r) => r + 1);
  };
  return <SetupForm key={round} doc={doc.data} reload={reload} />;
}
