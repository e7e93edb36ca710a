import { useEffect, useId, useRef, useState } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../kernel/api-answers.ts';
import { ErrorState } from '../../../kernel/ui/ErrorState.tsx';
import { mediumOf, type MyNftsPage } from '../api.ts';
import { searchTerm } from '../filters.ts';
import { nftCardBox } from '../media.ts';
import { NftCardMedia } from '../NftMedia.tsx';
import { GIFT_SORTS, type GiftSort, type TradableFilters } from './api.ts';
import type { GiftChoice } from './machine.ts';
import { useDebounced } from '../../../kernel/use-debounced.ts';

/** Debounce of the NFT search (the spec's 500 ms for tradable NFTs). */
const SEARCH_DEBOUNCE_MS = 500;

/** The grid's search and order controls; the search acts only with more than one character. */
export function GridControls({
  filters,
  onChange,
}: {
  filters: TradableFilters;
  onChange: (filters: TradableFilters) => void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const sortId = useId();
  const [text, setText] = useState(filters.q ?? '');
  const debounced = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  useEffect(() => {
    const q = searchTerm(debounced);
    const current = latest.current;
    if (q !== current.filters.q) current.onChange({ ...current.filters, q });
  }, [debounced]);
  const desc = filters.sortDirection === 'desc';
  return (
    <div className="gift-controls">
      <div className="field">
        <label htmlFor={searchId}>{t('nfts.gift.searchLabel')}</label>
        <input
          id={searchId}
          type="search"
          value={text}
          placeholder={t('nfts.gift.searchPlaceholder')}
          data-testid="gift-nft-search"
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={sortId}>{t('nfts.gift.sortBy')}</label>
        <select
          id={sortId}
          value={filters.sortBy}
          data-testid="gift-sort"
          onChange={(e) => onChange({ ...filters, sortBy: e.currentTarget.value as GiftSort })}
        >
          {GIFT_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`nfts.gift.sorts.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button button-secondary gift-direction"
        data-testid="gift-direction"
        aria-label={t('nfts.gift.directionLabel', {
          direction: t(desc ? 'nfts.directions.desc' : 'nfts.directions.asc'),
        })}
        onClick={() => onChange({ ...filters, sortDirection: desc ? 'asc' : 'desc' })}
      >
        <span aria-hidden="true">{desc ? '↓' : '↑'}</span> {t(desc ? 'nfts.directions.desc' : 'nfts.directions.asc')}
      </button>
    </div>
  );
}

/**
 * The fan's giftable NFTs as a grid of choices (3 columns, 2 on narrow screens), loaded page by
 * page as the end of the grid scrolls into view; 'Yay! You have seen it all' after the last page.
 */
export function NftGrid({
  data,
  error,
  pending,
  hasNextPage,
  fetchingNext,
  fetchNext,
  retry,
  selected,
  onSelect,
}: {
  data: InfiniteData<MyNftsPage> | undefined;
  error: unknown;
  pending: boolean;
  hasNextPage: boolean;
  fetchingNext: boolean;
  fetchNext: () => void;
  retry: () => void;
  selected: string | null;
  onSelect: (nft: GiftChoice) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const end = useRef<HTMLDivElement>(null);
  const more = useRef({ hasNextPage, fetchingNext, fetchNext });
  more.current = { hasNextPage, fetchingNext, fetchNext };
  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const m = more.current;
      if (entries.some((e) => e.isIntersecting) && m.hasNextPage && !m.fetchingNext) m.fetchNext();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [data]);

  if (pending)
    return (
      <p className="muted" role="status">
        {t('nfts.gift.loading')}
      </p>
    );
  if (error && !data) return <ErrorState message={apiErrorText(error) ?? t('nfts.error')} onRetry={retry} />;
  const items = data?.pages.flatMap((page) => page.nfts.map((nft) => ({ nft, records: page.records }))) ?? [];
  return (
    <div>
      <h3 id={labelId} className="gift-label">
        {t('nfts.gift.chooseNft')}
      </h3>
      {items.length === 0 ? <p className="muted">{t('nfts.gift.noneToSend')}</p> : null}
      <ul className="gift-grid" aria-labelledby={labelId} data-testid="gift-grid">
        {items.map(({ nft, records }) => {
          const medium = mediumOf(nft, records);
          const chosen = selected === nft.id;
          const copies = t('nfts.copies', { count: nft.attributes.user_amount });
          return (
            <li key={nft.id}>
              <button
                type="button"
                className={`gift-tile${chosen ? ' gift-tile-chosen' : ''}`}
                aria-pressed={chosen}
                data-testid="gift-nft-option"
                onClick={() => onSelect({ id: nft.id, name: nft.attributes.name })}
              >
                <NftCardMedia nft={nft} medium={medium} box={nftCardBox('sm', medium?.attributes.dimensions)} />
                <span className="gift-tile-name">{nft.attributes.name}</span>
                <span className="gift-tile-copies">{copies}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div ref={end} className="gift-grid-end" aria-live="polite">
        {fetchingNext ? <p className="muted">{t('nfts.loadingMore')}</p> : null}
        {error && data ? <ErrorState message={apiErrorText(error) ?? t('nfts.error')} onRetry={fetchNext} /> : null}
        {!hasNextPage && items.length > 0 ? (
          <p className="muted" data-testid="gift-seen-all">
            {t('nfts.gift.seenAll')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
