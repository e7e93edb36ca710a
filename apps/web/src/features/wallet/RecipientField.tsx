import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatEnabled } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { Avatar } from '../../kernel/ui/Avatar.tsx';
import { searchUsers, type FoundUser } from './api.ts';
import { asAddress } from './logic.ts';
import { UserResults } from '../profiles/index.ts';
import { useDebounced } from '../../kernel/use-debounced.ts';

/** Who gets a send: a fan picked by name, or a typed 0x address. */
export type RecipientChoice = { kind: 'user'; user: FoundUser } | { kind: 'address'; address: string } | null;

/**
 * The recipient field: typing a name searches the fans (GET /v2/chat_users) and lists them as
 * buttons to pick; a typed 0x address is taken as it is. A picked fan shows with a change button.
 */
export function RecipientField({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: RecipientChoice;
  onChange: (choice: RecipientChoice) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const { config, flags } = useShell();
  // The user search is the chat's (GET /v2/chat_users): without chat, only addresses can be typed.
  const canSearch = chatEnabled(config, flags);
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const isAddress = asAddress(text) !== null;
  const results = useQuery({
    queryKey: ['wallet', 'user-search', search],
    queryFn: () => searchUsers(search),
    enabled: canSearch && value === null && search.length >= 2 && asAddress(search) === null,
    staleTime: 30_000,
  });

  if (value?.kind === 'user') {
    const name = value.user.attributes.display_name;
    return (
      <div className="field">
        <span className="wallet-field-label" id={inputId}>
          {t('wallet.send.recipient')}
        </span>
        <p className="wallet-recipient-chosen" aria-labelledby={inputId} data-testid="wallet-recipient-chosen">
          <Avatar
            name={name}
            src={value.user.attributes.avatar_thumbnail ?? null}
            className="wallet-avatar"
            size={28}
          />
          <span>{name}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              onChange(null);
              setText('');
            }}
          >
            {t('wallet.send.changeRecipient')}
          </button>
        </p>
      </div>
    );
  }

  const users = results.data ?? [];
  return (
    <div className="field">
      <label htmlFor={inputId}>{t('wallet.send.recipient')}</label>
      <input
        id={inputId}
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-controls={users.length ? listId : undefined}
        placeholder={canSearch ? t('wallet.send.recipientPlaceholder') : '0x…'}
        data-testid="wallet-recipient"
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          const address = asAddress(next);
          onChange(address ? { kind: 'address', address } : null);
        }}
      />
      {isAddress ? (
        <p className="field-hint muted">{t('wallet.send.toAddress')}</p>
      ) : !canSearch ? (
        <p className="field-hint muted">{t('wallet.send.addressOnly')}</p>
      ) : search.length >= 2 ? (
        <UserResults
          users={users}
          status={results}
          texts={{
            searching: t('wallet.send.searching'),
            error: t('wallet.send.searchError'),
            none: t('wallet.send.noUsers'),
            results: t('wallet.send.results'),
          }}
          listId={listId}
          classNames={{ list: 'wallet-user-results', option: 'wallet-user-option', avatar: 'wallet-avatar' }}
          testId="wallet-user-option"
          onPick={(u) => onChange({ kind: 'user', user: u })}
        />
      ) : null}
    </div>
  );
}
