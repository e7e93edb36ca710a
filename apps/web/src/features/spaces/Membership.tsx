import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import { loginPath } from '@tribune/domain';
import { showAlert } from '../../kernel/alerts.ts';
import { Link, useLocation, useNavigate } from '../../kernel/router.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { groupErrorText, joinGroup, leaveGroup, spaceKeys, type FanGroup } from './api.ts';
import { spacesPath } from './paths.ts';

/** What a membership action says once done (an alert, read out by the polite live region). */
interface Outcome {
  /** The alert after the action. */
  done?: string;
  /** The alert when the group is hidden from the viewer afterwards (a privately visible group left). */
  hidden: string;
}

/**
 * The viewer's membership in the header: join (a privately accessible group: ask to join),
 * cancel a pending request, leave; an invitation to accept (join) or decline (leave); what they
 * are when they cannot act (owner, banned). The buttons follow `current_user_permissions`; a
 * refusal shows the body's `error` (docs/DECISIONS.md "Failures in the app"). After an action the focus moves to the new
 * standing, so a keyboard user is not left on a button that went away.
 */
export function Membership({ group, onChanged }: { group: FanGroup; onChanged: (group: FanGroup) => void }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const invitationId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The standing an action led to: once the group shows it, the focus moves there.
  const focusAfter = useRef<string | null>(null);
  const a = group.attributes;
  const can = (op: string) => a.current_user_permissions.includes(op);
  const status = a.current_user_status;
  const standing = `${status}:${a.current_user_invited}`;

  useEffect(() => {
    if (focusAfter.current !== standing) return;
    focusAfter.current = null;
    // The new standing, or the control that replaced the button (Ask to join after a decline).
    containerRef.current?.querySelector<HTMLElement>('[data-focus-after-action], button, a')?.focus();
  }, [standing]);

  const act = async (action: (slug: string) => Promise<FanGroup>, outcome?: Outcome) => {
    setBusy(true);
    setError(null);
    try {
      const updated = await action(a.slug);
      focusAfter.current = `${updated.attributes.current_user_status}:${updated.attributes.current_user_invited}`;
      onChanged(updated);
      // What the viewer may read changed with their membership: the info tab's newest posts too.
      void queryClient.invalidateQueries({ queryKey: spaceKeys.topPosts(group.id) });
      if (outcome?.done) showAlert('success', { key: outcome.done });
    } catch (e) {
      if (outcome && e instanceof ApiError && e.status === 404) {
        // Done, and the group is not there for them any more (privately visible): back to the list.
        void queryClient.invalidateQueries({ queryKey: spaceKeys.all });
        showAlert('info', { key: outcome.hidden });
        void navigate(spacesPath(locale, words), { replace: true });
        return;
      }
      setError(groupErrorText(e) ?? t('spaces.membershipError'));
    } finally {
      setBusy(false);
    }
  };
  const leave = { hidden: 'spaces.leftHidden' };

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
  } else if (status === 'pending' && a.current_user_invited) {
    control = (
      <div className="space-invitation" role="group" aria-labelledby={invitationId} data-testid="space-invitation">
        <p id={invitationId} className="space-standing" data-testid="space-standing">
          {t('spaces.invitation.title')}
        </p>
        <p className="muted space-invitation-text">{t('spaces.invitation.text')}</p>
        <div className="space-invitation-actions">
          {can('join') ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void act(joinGroup, { done: 'spaces.invitation.accepted', hidden: leave.hidden })}
              data-testid="space-accept-invitation"
            >
              {t('spaces.invitation.accept')}
            </button>
          ) : null}
          {can('leave') ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() =>
                void act(leaveGroup, { done: 'spaces.invitation.declined', hidden: 'spaces.invitation.declined' })
              }
              data-testid="space-decline-invitation"
            >
              {t('spaces.invitation.decline')}
            </button>
          ) : null}
        </div>
      </div>
    );
  } else if (status === 'pending') {
    control = (
      <>
        <p tabIndex={-1} data-focus-after-action className="space-standing" data-testid="space-standing">
          {t('spaces.requestPending')}
        </p>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void act(leaveGroup, { hidden: 'spaces.requestWithdrawn' })}
          data-testid="space-cancel-request"
        >
          {t('spaces.cancelRequest')}
        </button>
      </>
    );
  } else if (status === 'active' || status === 'muted') {
    control = (
      <>
        <p tabIndex={-1} data-focus-after-action className="space-standing" data-testid="space-standing">
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
            onClick={() => void act(leaveGroup, leave)}
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
    <div ref={containerRef} className="space-membership" data-testid="space-membership">
      {control}
      {error ? (
        <p className="space-error" role="alert" data-testid="space-membership-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
