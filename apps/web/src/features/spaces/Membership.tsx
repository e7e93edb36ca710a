import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPath } from '@tribune/domain';
import { Link, useLocation } from '../../kernel/router.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { groupErrorText, joinGroup, leaveGroup, type FanGroup } from './api.ts';

/**
 * The viewer's membership in the header: join (a privately accessible group: ask to join),
 * cancel a pending request, leave; what they are when they cannot act (owner, banned). The
 * buttons follow `current_user_permissions`; a refusal shows the body's `error` (domains.md §8).
 */
export function Membership({ group, onChanged }: { group: FanGroup; onChanged: (group: FanGroup) => void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const location = useLocation();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const a = group.attributes;
  const can = (op: string) => a.current_user_permissions.includes(op);
  const status = a.current_user_status;

  const act = async (action: (slug: string) => Promise<FanGroup>) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await action(a.slug));
    } catch (e) {
      setError(groupErrorText(e) ?? t('spaces.membershipError'));
    } finally {
      setBusy(false);
    }
  };

  let control;
  if (session.status !== 'signedIn') {
    control = (
      <Link
        className="button"
        to={loginPath(locale, `${location.pathname}${location.search}`)}
        data-testid="space-sign-in"
      >
        {t('spaces.signInToJoin')}
      </Link>
    );
  } else if (status === 'banned') {
    control = (
      <p className="space-standing" data-testid="space-standing">
        {t('spaces.youAreBanned')}
      </p>
    );
  } else if (status === 'pending') {
    control = (
      <>
        <p className="space-standing" data-testid="space-standing">
          {t('spaces.requestPending')}
        </p>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void act(leaveGroup)}
          data-testid="space-cancel-request"
        >
          {t('spaces.cancelRequest')}
        </button>
      </>
    );
  } else if (status === 'active' || status === 'muted') {
    control = (
      <>
        <p className="space-standing" data-testid="space-standing">
          {a.current_user_role === 'owner'
            ? t('spaces.youAreOwner')
            : status === 'muted'
              ? t('spaces.youAreMuted')
              : t('spaces.youAreMember')}
        </p>
        {can('leave') ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void act(leaveGroup)}
            data-testid="space-leave"
          >
            {t('spaces.leave')}
          </button>
        ) : null}
      </>
    );
  } else if (can('join')) {
    control = (
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => void act(joinGroup)}
        data-testid="space-join"
      >
        {a.access === 'privately_accessible' ? t('spaces.requestToJoin') : t('spaces.join')}
      </button>
    );
  } else {
    control = null;
  }

  return (
    <div className="space-membership" data-testid="space-membership">
      {control}
      {error ? (
        <p className="space-error" role="alert" data-testid="space-membership-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
