import { createContext, useContext } from 'react';
import type { FeatureFlags, ModuleConfig, RouteName, RouteWords } from '@tribune/domain';

/** What every page may read about the shell: locale, route words, configuration, the matched params. */
export interface ShellContextValue {
  locale: string;
  words: RouteWords;
  config: ModuleConfig;
  flags: FeatureFlags;
  instanceName: string;
  params: Record<string, string>;
  /** The matched page's route name; null on the not-found page. */
  routeName: RouteName | null;
  icons: Record<string, string>;
}

/** The shell context; provided by <Shell> once configuration and translations are loaded. */
export const ShellContext = createContext<ShellContextValue | null>(null);

/** Reads the shell context; pages are only rendered inside the shell. */
export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be called inside <Shell>');
  return value;
}

/** The name of the current page's route as the shell matched it (null: not found). */
export function useRouteName(): RouteName | null {
  return useShell().routeName;
}
