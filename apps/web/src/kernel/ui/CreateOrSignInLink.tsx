import { loginPath } from '@tribune/domain';
import { Link } from '../router.tsx';
import { useShell } from '../shell-context.ts';

/**
 * A list page's "create" button: a link to the form for a signed-in fan, else a link to sign in
 * that comes back to the list (`back`).
 */
export function CreateOrSignInLink({
  signedIn,
  to,
  back,
  label,
  signInLabel,
  testId,
}: {
  signedIn: boolean;
  /** The create form's path. */
  to: string;
  /** The list's path, where signing in returns. */
  back: string;
  label: string;
  signInLabel: string;
  testId: string;
}) {
  const { locale } = useShell();
  return signedIn ? (
    <Link className="button" to={to} data-testid={testId}>
      {label}
    </Link>
  ) : (
    <Link className="button button-secondary" to={loginPath(locale, back)}>
      {signInLabel}
    </Link>
  );
}
