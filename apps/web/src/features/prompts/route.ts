import type { RouteName } from '@tribune/domain';
import { useShell } from '../../app/shell-context.ts';

/** The name of the current page's route as the shell matched it (null: not found). */
export function useRouteName(): RouteName | null {
  return useShell().routeName;
}
