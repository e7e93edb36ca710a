import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NFT_SORT, DEFAULT_NFT_SORT_DIRECTION } from '@tribune/domain';
import { useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { indexNftRecords, myNftsQuery, type Nft, type NftMedium, type NftRecords } from './api.ts';
import { NftCard, NftsSkeleton } from './NftCard.tsx';
import { NftPagedList } from './NftPagedList.tsx';
import type { MyNftFilters } from './filters.ts';
import './nfts.css';

/** The NFTs a post shows, read from its answer's included records (docs/NFTS.md "NFTs in posts"). */
export function postNftsOf(
  refs: ReadonlyArray<{ id: string }>,
  record: (key: string) => unknown,
): { nfts: Nft[]; records: NftRecords } {
  const nfts = refs.flatMap((ref) => {
    const found = record(`nft:${ref.id}`) as Nft | undefined;
    return found ? [found] : [];
  });
  const media = nfts.flatMap((nft) => {
    const id = nft.relationships.nft_medium.data?.id;
    const found = id ? (record(`nft_medium:${id}`) as NftMedium | undefined) : undefined;
    return found ? [found] : [];
  });
  return { nfts, records: indexNftRecords(media) };
}

/** The NFTs a post shows: `sm` cards linking to the NFTs' pages. */
export function PostNftCards({ nfts, records }: { nfts: Nft[]; records: NftRecords }) {
  const { t } = useTranslation();
  if (nfts.length === 0) return null;
  return (
    <ul className="post-nfts" aria-label={t('nfts.posts.shown', { count: nfts.length })} data-testid="post-nfts">
      {nfts.map((nft) => (
        <li key={nft.id}>
          <NftCard nft={nft} records={records} size="sm" />
        </li>
      ))}
    </ul>
  );
}

const PICKER_FILTERS: MyNftFilters = {
  sortBy: DEFAULT_NFT_SORT,
  sortDirection: DEFAULT_NFT_SORT_DIRECTION,
  frozenOrBurnt: false,
};

/**
 * The post composer's NFT picker (docs/NFTS.md "NFTs in posts"): a button opens the author's
 * publicly visible NFTs (my NFTs, page by page) as checkboxes with `xs` cards; at most `max` are
 * chosen (the others are disabled then). Hidden NFTs are not offered: the server refuses them.
 */
export function PostNftPicker({
  selected,
  onChange,
  max,
  disabled = false,
  testId = 'post-nft-picker',
}: {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  max: number;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = selected.length;
  return (
    <div className="post-nft-picker" data-testid={testId}>
      <button
        type="button"
        className="btn btn-secondary post-nft-picker-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        disabled={disabled}
        data-testid={`${testId}-toggle`}
      >
        {count > 0 ? t('nfts.posts.addWithCount', { count }) : t('nfts.posts.add')}
      </button>
      {open ? (
        <PickerPanel
          id={panelId}
          selected={selected}
          onChange={onChange}
          max={max}
          disabled={disabled}
          testId={testId}
        />
      ) : null}
    </div>
  );
}

function PickerPanel({
  id,
  selected,
  onChange,
  max,
  disabled,
  testId,
}: {
  id: string;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  max: number;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const viewer = useViewerId();
  const query = useInfiniteQuery(myNftsQuery(PICKER_FILTERS, locale, viewer));
  const items =
    query.data?.pages.flatMap((p) =>
      p.nfts.filter((nft) => nft.attributes.publicly_visible).map((nft) => ({ nft, records: p.records })),
    ) ?? [];
  const full = selected.length >= max;
  const toggle = (nftId: string, on: boolean) =>
    onChange(on ? [...selected.filter((x) => x !== nftId), nftId] : selected.filter((x) => x !== nftId));
  return (
    <fieldset id={id} className="post-nft-panel" data-testid={`${testId}-panel`}>
      <legend>{t('nfts.posts.legend', { max })}</legend>
      <NftPagedList
        query={query}
        size={items.length}
        loading={<NftsSkeleton layout="nfts-sm" count={3} testId={`${testId}-skeleton`} />}
        empty={<p className="muted">{t('nfts.posts.empty')}</p>}
      >
        <ul className="post-nft-options">
          {items.map(({ nft, records }) => {
            const checked = selected.includes(nft.id);
            return (
              <li key={nft.id}>
                <label className="post-nft-option" data-testid={`${testId}-option`}>
                  <input
                    type="checkbox"
                    aria-label={nft.attributes.name}
                    checked={checked}
                    disabled={disabled || (!checked && full)}
                    onChange={(e) => toggle(nft.id, e.currentTarget.checked)}
                  />
                  <NftCard nft={nft} records={records} size="xs" linked={false} />
                </label>
              </li>
            );
          })}
        </ul>
      </NftPagedList>
      {full ? (
        <p className="muted" role="status">
          {t('nfts.posts.full', { max })}
        </p>
      ) : null}
    </fieldset>
  );
}
