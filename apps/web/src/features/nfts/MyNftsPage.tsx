import { useId } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moduleEnabled, NFT_SORT_DIRECTIONS, NFT_SORTS } from '@tribune/domain';
import { Link } from '../../kernel/router.tsx';
import { exchangePath } from './exchange/paths.ts';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSearchParams } from '../../kernel/router.tsx';
import { useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { UrlSearchBox, useSetSearchParam } from '../../kernel/ui/UrlSearchBox.tsx';
import { myNftsQuery } from './api.ts';
import { filterParamValue, MY_NFT_PARAMS, myNftFiltersFromSearch, type MyNftFilters } from './filters.ts';
import { NftBackLink } from './NftBackLink.tsx';
import { NftCard, NftsSkeleton } from './NftCard.tsx';
import { nftsPath } from './paths.ts';
import { NftPagedList } from './NftPagedList.tsx';
import './nfts.css';

/** The name search waits this long after the last key press. */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * `{nfts}/{mynfts}` (protected): the signed-in fan's NFTs with their copies, filtered and sorted
 * as the URL says (sort_by, default collection; sort_direction, default asc; a collection they
 * hold; only frozen or burnt copies; a name search), page by page.
 */
export default function MyNftsPage() {
  const { t } = useTranslation();
  const { locale, words, config, flags } = useShell();
  const viewer = useViewerId();
  const [searchParams] = useSearchParams();
  const filters = myNftFiltersFromSearch(searchParams);
  const setParam = useSetSearchParam();
  const query = useInfiniteQuery({ ...myNftsQuery(filters, locale, viewer), placeholderData: keepPreviousData });
  usePageMeta({ title: t('nfts.myNftsTitle'), description: t('nfts.myNftsDescription'), noCrawl: true });
  const items = query.data?.pages.flatMap((p) => p.nfts.map((nft) => ({ nft, records: p.records }))) ?? [];
  const meta = query.data?.pages[0]?.meta;
  const total = query.data?.pages[0]?.totalCount;
  const filtered = Boolean(filters.byCollection || filters.frozenOrBurnt || filters.q);
  const set = <K extends keyof MyNftFilters>(name: K, value: MyNftFilters[K]) =>
    setParam(MY_NFT_PARAMS[name], filterParamValue(name, value));

  return (
    <div className="page page-wide nfts-page my-nfts-page" data-testid="my-nfts-page">
      <NftBackLink to={nftsPath(locale, words)} label={t('nfts.backToShowroom')} />
      <h1>{t('nfts.myNftsTitle')}</h1>
      <p className="muted">{t('nfts.myNftsDescription')}</p>
      {moduleEnabled('nftTrading', config, flags) ? (
        <p>
          <Link
            className="button button-secondary"
            to={exchangePath(locale, words)}
            data-testid="my-nfts-exchange-link"
          >
            {t('nfts.trade.title')}
          </Link>
        </p>
      ) : null}
      <Filters
        filters={filters}
        collections={meta?.available_categories ?? []}
        onChange={set}
        searchValue={searchParams.get(MY_NFT_PARAMS.q) ?? ''}
        onSearch={(draft) => setParam(MY_NFT_PARAMS.q, draft.trim() ? draft : null)}
      />
      {total !== undefined && items.length > 0 ? (
        <p className="muted" role="status" data-testid="my-nfts-total">
          {t('nfts.myNftsTotal', { count: total })}
        </p>
      ) : null}
      <NftPagedList
        query={query}
        size={items.length}
        loading={<NftsSkeleton />}
        empty={
          <div className="empty-state" data-testid="my-nfts-empty">
            <h2>{filtered ? t('nfts.myNftsEmptyFilteredTitle') : t('nfts.myNftsEmptyTitle')}</h2>
            <p className="muted">{filtered ? t('nfts.myNftsEmptyFilteredText') : t('nfts.myNftsEmptyText')}</p>
          </div>
        }
      >
        <div className="nft-grid nft-grid-nfts" data-testid="my-nfts-list" aria-busy={query.isPlaceholderData}>
          {items.map(({ nft, records }, i) => (
            <NftCard key={nft.id} nft={nft} records={records} showCopies priority={i === 0} />
          ))}
        </div>
      </NftPagedList>
    </div>
  );
}

function Filters({
  filters,
  collections,
  onChange,
  searchValue,
  onSearch,
}: {
  filters: MyNftFilters;
  collections: ReadonlyArray<{ id: string; name: string }>;
  onChange: <K extends keyof MyNftFilters>(name: K, value: MyNftFilters[K]) => void;
  searchValue: string;
  onSearch: (draft: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="nft-filters" role="group" aria-label={t('nfts.filtersLabel')}>
      <UrlSearchBox
        className="nft-search"
        label={t('nfts.searchLabel')}
        placeholder={t('nfts.searchPlaceholder')}
        value={searchValue}
        onSearch={onSearch}
        delayMs={SEARCH_DEBOUNCE_MS}
        testId="my-nfts-search"
      />
      <div className="nft-filter">
        <label htmlFor={`${id}-sort`}>{t('nfts.sortBy')}</label>
        <select
          id={`${id}-sort`}
          value={filters.sortBy}
          onChange={(e) => onChange('sortBy', e.target.value as MyNftFilters['sortBy'])}
          data-testid="my-nfts-sort"
        >
          {NFT_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`nfts.sorts.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="nft-filter">
        <label htmlFor={`${id}-direction`}>{t('nfts.sortDirection')}</label>
        <select
          id={`${id}-direction`}
          value={filters.sortDirection}
          onChange={(e) => onChange('sortDirection', e.target.value as MyNftFilters['sortDirection'])}
          data-testid="my-nfts-direction"
        >
          {NFT_SORT_DIRECTIONS.map((d) => (
            <option key={d} value={d}>
              {t(`nfts.directions.${d}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="nft-filter">
        <label htmlFor={`${id}-collection`}>{t('nfts.byCollection')}</label>
        <select
          id={`${id}-collection`}
          value={filters.byCollection ?? ''}
          onChange={(e) => onChange('byCollection', e.target.value || undefined)}
          data-testid="my-nfts-collection"
        >
          <option value="">{t('nfts.allCollections')}</option>
          {collections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          {filters.byCollection && !collections.some((c) => c.id === filters.byCollection) ? (
            <option value={filters.byCollection}>{t('nfts.otherCollection')}</option>
          ) : null}
        </select>
      </div>
      <label className="nft-filter-check">
        <input
          type="checkbox"
          checked={filters.frozenOrBurnt}
          onChange={(e) => onChange('frozenOrBurnt', e.target.checked)}
          data-testid="my-nfts-frozen"
        />{' '}
        {t('nfts.frozenOrBurnt')}
      </label>
    </div>
  );
}
