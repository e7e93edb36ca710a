import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../kernel/router.tsx';
import { loginPath } from '@tribune/domain';
import { credentialsValid } from '../kernel/session/credentials.ts';
import { useSessionState } from '../kernel/session/session.ts';

/**
 * The protected-route guard (docs/ACCOUNTS.md "The session in the app"): a protected page renders only with valid credentials
 * and no logout just done; otherwise it goes to the login page with the wanted path.
 */
export function RequireCredentials({
  isProtected,
  locale,
  children,
}: {
  isProtected: boolean;
  locale: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const { loggedOut } = useSessionState();
  if (isProtected && (loggedOut || !credentialsValid())) {
    return <Navigate to={loginPath(locale, `${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
