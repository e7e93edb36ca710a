import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moduleEnabled } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { Avatar } from '../../kernel/ui/Avatar.tsx';
import { Dialog } from '../../kernel/ui/Dialog.tsx';
import { VerifiedBadge } from '../profiles/index.ts';
import { groupErrorText, inviteUsers, searchInviteCandidates, spaceKeys, type FanGroup } from './api.ts';

/** The user search waits this long after the last key press. */
const INVITE_SEARCH_DEBOUNCE_MS = 300;

/**
 * Inviting a user (owners and moderators): found by name through the user search the app has (the
 * chat module's; while chat is off, by the user's profile slug typed in). A refusal shows the
 * response body's `error` (docs/DECISIONS.md "Failures in the app").
 */
export function InviteDialog({ open, group, onClose }: { open: boolean; group: FanGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      title={t('spaces.invite.title', { name: group.attributes.name })}
      onClose={onClose}
      initialFocus={inputRef}
      testId="space-invite-dialog"
    >
      <InviteForm group={group} inputRef={inputRef} />
    </Dialog>
  );
}

function InviteForm({ group, inputRef }: { group: FanGroup; inputRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const { config, flags } = useShell();
  const queryClient = useQueryClient();
  const searchable = moduleEnabled('chat', config, flags);
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invited, setInvited] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(draft.trim()), INVITE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const found = useQuery({
    queryKey: ['spaces', 'invite-search', search],
    queryFn: () => searchInviteCandidates(search),
    enabled: searchable && search.length > 0,
  });

  const invite = async (userSlug: string, name: string) => {
    setBusy(true);
    setError(null);
    setInvited(null);
    try {
      await inviteUsers(group.attributes.slug, [userSlug]);
      setInvited(name);
      setDraft('');
      void queryClient.invalidateQueries({ queryKey: spaceKeys.memberLists(group.attributes.slug) });
    } catch (e) {
      setError(groupErrorText(e) ?? t('spaces.invite.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="space-invite"
      onSubmit={(e) => {
        e.preventDefault();
        if (!searchable && draft.trim()) void invite(draft.trim(), draft.trim());
      }}
    >
      <label htmlFor={inputId}>{searchable ? t('spaces.invite.searchLabel') : t('spaces.invite.slugLabel')}</label>
      <input
        ref={inputRef}
        id={inputId}
        type={searchable ? 'search' : 'text'}
        autoComplete="off"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        data-testid="space-invite-input"
      />
      {!searchable ? (
        <button type="submit" className="button" disabled={busy || !draft.trim()} data-testid="space-invite-submit">
          {t('spaces.invite.submit')}
        </button>
      ) : search.length === 0 ? null : found.isPending ? (
        <p className="muted" aria-live="polite">
          {t('spaces.invite.searching')}
        </p>
      ) : found.isError ? (
        <p className="space-error" role="alert">
          {t('spaces.invite.searchError')}
        </p>
      ) : found.data.length === 0 ? (
        <p className="muted" aria-live="polite">
          {t('spaces.invite.noUsers')}
        </p>
      ) : (
        <ul className="space-invite-results" aria-label={t('spaces.invite.results')}>
          {found.data.map((user) => (
            <li key={user.id}>
              <span className="space-member-name">
                <Avatar className="space-avatar" name={user.displayName} src={user.avatar} />
                {user.displayName}
                {user.verified ? <VerifiedBadge inline /> : null}
              </span>
              <button
                type="button"
                className="button button-small"
                disabled={busy}
                aria-label={t('spaces.invite.inviteUser', { name: user.displayName })}
                onClick={() => void invite(user.slug, user.displayName)}
                data-testid="space-invite-user"
              >
                {t('spaces.invite.submit')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {invited ? (
        <p className="alert alert-success" role="status" data-testid="space-invite-done">
          {t('spaces.invite.done', { name: invited })}
        </p>
      ) : null}
      {error ? (
        <p className="space-error" role="alert" data-testid="space-invite-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
