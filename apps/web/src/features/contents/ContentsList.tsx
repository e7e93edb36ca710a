import { useId } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from '../../kernel/router.tsx';
import { CONTENT_TYPES, SKELETON_PLACEHOLDERS } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { PagedList } from '../../kernel/ui/PagedList.tsx';
import { UrlSearchBox, useSetSearchParam } from '../../kernel/ui/UrlSearchBox.tsx';
import { cssomStyle } from '../../kernel/ui/cssom-style.ts';
import { useSession } from '../../kernel/session/session.ts';
import { categoriesQuery, contentsListQuery, filtersFromSearch } from './api.ts';
import { CardSkeletons, cardThumbnail, ContentCard } from './ContentCard.tsx';

/** Search waits this long after the last key press (500 ms, as the groups list waits: docs/COMMUNITY.md "In the web app"). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The contents list: category chips, content-type filter, search (debounced, kept in the URL as
 * ?q=), cards with 'load more', and its loading, empty and error states. With `category` set the
 * list is that category's and the chips are left out.
 */
export function ContentsList({ category }: { category?: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const session = useSession();
  const location = useLocation();
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const chosenCategory = category ?? searchParams.get('category') ?? '';
  const filters = filtersFromSearch(searchParams, category);
  const contentType = filters.contentType ?? '';
  const list = useInfiniteQuery(contentsListQuery(filters, locale, viewer));
  const categories = useQuery({ ...categoriesQuery(locale), enabled: category === undefined });

  const setParam = useSetSearchParam();

  const typeId = useId();
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((p) => p.data.map((content) => ({ content, included: p.included })));
  // The first card with an image loads its image first: the page's likely largest paint.
  const priority = items.findIndex(({ content, included }) => cardThumbnail(content, included) !== null);
  const types = pages[0]?.meta.available_content_types.length ? pages[0].meta.available_content_types : CONTENT_TYPES;
  const from = `${location.pathname}${location.search}`;

  return (
    <div className="contents-list">
      <div className="contents-filters">
        <UrlSearchBox
          className="contents-search"
          label={t('contents.searchLabel')}
          placeholder={t('contents.searchPlaceholder')}
          value={q}
          onSearch={(draft) => setParam('q', draft)}
          delayMs={SEARCH_DEBOUNCE_MS}
          testId="contents-search"
        />
        <div className="contents-type">
          <label htmlFor={typeId}>{t('contents.typeFilter')}</label>
          <select id={typeId} value={contentType} onChange={(e) => setParam('type', e.target.value)}>
            <option value="">{t('contents.allTypes')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`contents.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {category === undefined && categories.data && categories.data.length > 0 ? (
          <div className="category-filter" role="group" aria-label={t('contents.categoryFilter')}>
            <button
              type="button"
              className="filter-chip"
              aria-pressed={chosenCategory === ''}
              onClick={() => setParam('category', '')}
            >
              {t('contents.allCategories')}
            </button>
            {categories.data.map((c) => (
              <button
                key={c.id}
                type="button"
                className="filter-chip"
                aria-pressed={chosenCategory === c.attributes.slug}
                onClick={() => setParam('category', c.attributes.slug)}
              >
                <span
                  className="filter-chip-dot"
                  ref={cssomStyle({ backgroundColor: c.attributes.bg_color })}
                  aria-hidden="true"
                />
                {c.attributes.title}
              </button>
            ))}
          </div>
        ) : category === undefined && categories.isPending ? (
          // The chips' row keeps its place while the categories load: the list below does not jump.
          <div className="category-filter" aria-hidden="true" data-testid="category-filter-skeleton">
            <span className="skeleton filter-chip-skeleton" />
            <span className="skeleton filter-chip-skeleton" />
          </div>
        ) : null}
      </div>

      <PagedList
        query={list}
        size={items.length}
        loading={<CardSkeletons count={SKELETON_PLACEHOLDERS} />}
        errorMessage={t('contents.loadError')}
        keepItemsOnError
        empty={
          <div className="contents-empty" data-testid="contents-empty">
            <h2>{t('contents.emptyTitle')}</h2>
            <p className="muted">
              {Object.keys(filters).length > 0 ? t('contents.emptyText') : t('contents.emptyNoFilter')}
            </p>
          </div>
        }
        more={{
          wrapClassName: 'contents-more',
          label: t('contents.loadMore'),
          loadingLabel: t('contents.loadingMore'),
          announceBusy: false,
        }}
        nextPageError="retry"
      >
        <ul className="content-grid" data-testid="contents-list">
          {items.map(({ content, included }, i) => (
            <li key={content.id}>
              <ContentCard content={content} included={included} from={from} priority={i === priority} />
            </li>
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
