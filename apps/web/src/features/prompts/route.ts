import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { matchRoute } from '@tribune/domain';
import { useShell } from '../../app/shell-context.ts';

/** The name of the current page's route, from the same matcher the shell uses (null: not found). */
export function useRouteName(): string | null {
  const { locale, words, config, flags } = useShell();
  const { pathname } = useLocation();
  return useMemo(() => {
    const match = matchRoute(pathname, { words, config, flags, preferredLocale: () => locale });
    return match.kind === 'page' ? match.name : null;
  }, [pathname, words, config, flags, locale]);
}
