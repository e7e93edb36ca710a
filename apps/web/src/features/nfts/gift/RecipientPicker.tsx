import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../kernel/ui/Avatar.tsx';
import { VerifiedBadge } from '../../profiles/index.ts';
import { fanSearchQuery } from './api.ts';
import type { GiftRecipient } from './machine.ts';

/** A value that follows `value` once it stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The recipient of a gift: a search of the fans by name (the chat's user search), each found fan a
 * button; the chosen fan shows with a Change button.
 */
export function RecipientPicker({
  value,
  onPick,
  onClear,
  canSearch,
}: {
  value: GiftRecipient | null;
  onPick: (recipient: GiftRecipient) => void;
  onClear: () => void;
  /** The user search needs the chat module; without it only the opener's recipient can be given. */
  canSearch: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const results = useQuery(fanSearchQuery(search, canSearch && value === null));

  if (value) {
    return (
      <div className="gift-recipient-chosen" data-testid="gift-recipient-chosen">
        <span className="gift-label">{t('nfts.gift.recipient')}</span>
        <Avatar name={value.name} src={value.avatar} className="gift-avatar" size={32} />
        <span className="gift-recipient-name">
          {value.name}
          {value.verified ? <VerifiedBadge inline /> : null}
        </span>
        {canSearch ? (
          <button type="button" className="link-button" onClick={onClear} data-testid="gift-recipient-change">
            {t('nfts.gift.changeRecipient')}
          </button>
        ) : null}
      </div>
    );
  }
  if (!canSearch) return <p className="muted">{t('nfts.gift.noSearch')}</p>;
  const fans = results.data ?? [];
  return (
    <div className="field gift-recipient-search">
      <label htmlFor={inputId}>{t('nfts.gift.recipientSearch')}</label>
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        value={text}
        placeholder={t('nfts.gift.recipientPlaceholder')}
        aria-controls={fans.length ? listId : undefined}
        data-testid="gift-recipient-input"
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {search.length >= 2 ? (
        <div aria-live="polite">
          {results.isFetching && fans.length === 0 ? (
            <p className="field-hint muted">{t('nfts.gift.searching')}</p>
          ) : results.isError ? (
            <p className="field-hint muted">{t('nfts.gift.searchError')}</p>
          ) : fans.length === 0 && results.isSuccess ? (
            <p className="field-hint muted">{t('nfts.gift.noFans')}</p>
          ) : null}
          {fans.length > 0 ? (
            <ul id={listId} className="gift-fan-results" aria-label={t('nfts.gift.fansFound')}>
              {fans.map((u) => (
                <li key={u.id}>
                  <button
                    type="button"
                    className="gift-fan-option"
                    data-testid="gift-fan-option"
                    onClick={() =>
                      onPick({
                        slug: u.attributes.slug,
                        name: u.attributes.display_name,
                        avatar: u.attributes.avatar_thumbnail ?? null,
                        verified: u.attributes.verified,
                      })
                    }
                  >
                    <Avatar
                      name={u.attributes.display_name}
                      src={u.attributes.avatar_thumbnail ?? null}
                      className="gift-avatar"
                      size={28}
                    />
                    <span>
                      {u.attributes.display_name}
                      {u.attributes.verified ? <VerifiedBadge inline /> : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
