import { loginPath } from '@tribune/domain';
import { useLocation } from '../router.tsx';
import { useShell } from '../shell-context.ts';
import { useSession } from './session.ts';

/** The signed-in viewer's id, or null for a guest: what the viewer-dependent queries key on. */
export function useViewerId(): string | null {
  const session = useSession();
  return session.status === 'signedIn' && session.user ? session.user.id : null;
}

/** The sign-in page's path that comes back to the current page (its path and query). */
export function useLoginHerePath(): string {
  const { locale } = useShell();
  const location = useLocation();
  return loginPath(locale, `${location.pathname}${location.search}`);
}
