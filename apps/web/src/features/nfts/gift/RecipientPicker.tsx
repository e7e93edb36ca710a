import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../kernel/ui/Avatar.tsx';
import { UserResults, VerifiedBadge } from '../../profiles/index.ts';
import { useDebounced } from '../../../kernel/use-debounced.ts';
import { fanSearchQuery } from './api.ts';
import type { GiftRecipient } from './machine.ts';

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
        <UserResults
          users={fans}
          status={results}
          texts={{
            searching: t('nfts.gift.searching'),
            error: t('nfts.gift.searchError'),
            none: t('nfts.gift.noFans'),
            results: t('nfts.gift.fansFound'),
          }}
          listId={listId}
          classNames={{ list: 'gift-fan-results', option: 'gift-fan-option', avatar: 'gift-avatar' }}
          testId="gift-fan-option"
          onPick={(u) =>
            onPick({
              slug: u.attributes.slug,
              name: u.attributes.display_name,
              avatar: u.attributes.avatar_thumbnail ?? null,
              verified: u.attributes.verified,
            })
          }
        />
      ) : null}
    </div>
  );
}
