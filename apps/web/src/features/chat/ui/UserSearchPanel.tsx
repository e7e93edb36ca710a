import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../kernel/ui/Dialog.tsx';
import { HiddenLabelSearch } from '../../../kernel/ui/HiddenLabelSearch.tsx';
import { searchUsers, type ChatUser } from '../data/users.ts';
import { AvatarLineRows } from './PaneSkeleton.tsx';
import { Avatar } from '../../../kernel/ui/Avatar.tsx';
import { VerifiedBadge } from '../../profiles/index.ts';

/** The user search waits this long after the last key press. */
export const USER_SEARCH_DEBOUNCE_MS = 250;

/**
 * The user search panel (docs/CHAT.md "Calls": search users) in a dialog: a search box (placeholder 'Search', clear
 * button, Escape clears), results with avatar and display name, five placeholder rows while
 * loading, and the 'No users found' empty state. Arrow keys move between the box and the results.
 */
export function UserSearchPanel({
  open,
  onClose,
  onSelect,
}: {
  open: boolean;
  onClose: () => void;
  onSelect: (user: ChatUser) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      title={t('chat.userSearch.title')}
      onClose={onClose}
      initialFocus={inputRef}
      testId="chat-user-search"
      className="chat-user-search"
    >
      <UserSearch inputRef={inputRef} onSelect={onSelect} />
    </Dialog>
  );
}

function UserSearch({
  inputRef,
  onSelect,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onSelect: (user: ChatUser) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(draft.trim()), USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const users = useQuery({
    queryKey: ['chat', 'users', query],
    queryFn: () => searchUsers(query),
    enabled: query.length > 0,
  });
  const waiting = draft.trim() !== query || (query.length > 0 && users.isPending);

  const buttons = () => [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && draft) {
      // Escape clears first; a second Escape (empty box) closes the dialog.
      e.stopPropagation();
      setDraft('');
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      buttons()[0]?.focus();
    }
  };
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const all = buttons();
    const index = all.findIndex((b) => b === document.activeElement);
    const next = e.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) inputRef.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  let body;
  if (!query && !draft.trim()) {
    body = <p className="muted">{t('chat.userSearch.hint')}</p>;
  } else if (waiting) {
    body = (
      <ul
        className="chat-user-results"
        aria-busy="true"
        aria-label={t('chat.userSearch.loading')}
        data-testid="skeleton"
      >
        <AvatarLineRows as="li" className="chat-user-placeholder" />
      </ul>
    );
  } else if (users.isError) {
    body = (
      <p className="alert alert-danger" role="alert">
        {t('chat.userSearch.error')}
      </p>
    );
  } else if (!users.data || users.data.users.length === 0) {
    body = (
      <div className="chat-empty" data-testid="chat-user-search-empty">
        <p className="chat-empty-title">{t('chat.userSearch.emptyTitle')}</p>
        <p className="muted">{t('chat.userSearch.emptyText')}</p>
      </div>
    );
  } else {
    body = (
      <ul className="chat-user-results" ref={listRef} onKeyDown={onListKey} aria-label={t('chat.userSearch.results')}>
        {users.data.users.map((user) => (
          <li key={user.id}>
            <button type="button" className="chat-user-result" onClick={() => onSelect(user)}>
              <Avatar className="chat-avatar" name={user.displayName} src={user.avatar} />
              <span>
                {user.displayName}
                {user.verified ? <VerifiedBadge inline /> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="chat-user-search-body">
      <div className="chat-searchbox">
        <HiddenLabelSearch
          inputRef={inputRef}
          label={t('chat.userSearch.label')}
          placeholder={t('chat.userSearch.placeholder')}
          value={draft}
          onChange={setDraft}
          onKeyDown={onInputKey}
        />
        {draft ? (
          <button
            type="button"
            className="chat-searchbox-clear"
            aria-label={t('chat.userSearch.clear')}
            onClick={() => {
              setDraft('');
              inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div aria-live="polite">{body}</div>
    </div>
  );
}
