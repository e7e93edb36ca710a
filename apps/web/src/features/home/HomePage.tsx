import { Link } from '../../kernel/router.tsx';
import { memo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { components } from '@tribune/api-client';
import { menuItemHref, moduleEnabled, SKELETON_PLACEHOLDERS } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { usePageMeta } from '../../kernel/meta.ts';
import { menuItemsQuery } from '../../kernel/shell-queries.ts';
import { Icon } from '../../kernel/ui/Icon.tsx';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { HydrateLater } from '../../kernel/ui/HydrateLater.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { useSession } from '../../kernel/session/session.ts';
import {
  CardSkeletons,
  categoriesQuery,
  CategoryChip,
  ContentCard,
  ContentsList,
  ContentsPage,
  latestContentsQuery,
  priorityCard,
  type Category,
} from '../contents/index.ts';

import { HomeFeed } from './HomeFeed.tsx';
import { SECTION_SIZE } from './sections.ts';

/**
 * The home page (/{locale}/, /home, /home/{categorySlug}): with the home module on, a hero and
 * the latest contents per category, or one category's contents; with it off, the contents list.
 * Without the contents module, the hero and the legal pages only. The feed comes last while a
 * module of posts is on (fan groups or feed posts; docs/COMMUNITY.md "Feed").
 */
export default function HomePage() {
  const { config, flags, routeName } = useShell();
  if (!config.modules.home && moduleEnabled('contents', config, flags)) return <ContentsPage />;
  return routeName === 'homeCategory' ? <CategoryHome /> : <Home />;
}

function useViewer(): string | null {
  const session = useSession();
  return session.status === 'signedIn' && session.user ? session.user.id : null;
}

function Home() {
  const { t } = useTranslation();
  const { instanceName, locale, words, config, flags } = useShell();
  usePageMeta({ title: t('home.title'), description: t('home.intro') });
  const contentsOn = moduleEnabled('contents', config, flags);
  const categories = useQuery({ ...categoriesQuery(locale), enabled: contentsOn });
  const menu = useQuery(menuItemsQuery(locale));
  const pages = (menu.data ?? []).filter(
    (m) => m.attributes.menu_position === 'sidebar' && m.attributes.menu_type === 'single_page',
  );
  // The sections below the hero (the same queries the sections read, from the same cache).
  const viewer = useViewer();
  const sections = useQueries({
    queries: (contentsOn && categories.data ? [null, ...categories.data] : []).map((c) =>
      latestContentsQuery(c?.attributes.slug ?? '', locale, viewer, SECTION_SIZE),
    ),
  });
  // The legal pages come after the sections: drawn only once every section has its final size,
  // so nothing above pushes them down while the page fills in (no layout shift).
  const settled = !contentsOn || categories.isError || (categories.isSuccess && sections.every((q) => !q.isPending));
  // The feed is the last section: drawn once the ones above have their size, it grows at the end.
  const feedOn = moduleEnabled('spaces', config, flags) || moduleEnabled('postToFeed', config, flags);
  return (
    <section className="page page-wide" data-testid="home">
      <div className="hero">
        <h1>{t('home.welcome', { name: instanceName })}</h1>
        <p>{t('home.intro')}</p>
        {contentsOn ? (
          <Link className="button" to={`/${locale}/${words.contents}`}>
            {t('contents.allContents')}
          </Link>
        ) : null}
      </div>
      {!contentsOn ? null : categories.isPending ? (
        <SectionSkeleton />
      ) : categories.isError ? (
        <ErrorState message={t('contents.loadError')} onRetry={() => void categories.refetch()} />
      ) : (
        <>
          <LatestSection category={null} first />
          {/* Below the fold on a phone: each category's section is hydrated in a task of its own. */}
          {categories.data.map((c) => (
            <HydrateLater key={c.id}>
              <LatestSection category={c} />
            </HydrateLater>
          ))}
        </>
      )}
      <HydrateLater>{settled && pages.length > 0 ? <LegalPages pages={pages} /> : null}</HydrateLater>
      {settled && feedOn ? <HomeFeed /> : null}
    </section>
  );
}

/** The legal pages of the sidebar menu, at the end of the home page. */
function LegalPages({ pages }: { pages: Array<components['schemas']['MenuItem']> }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  return (
    <>
      <h2>{t('home.legal')}</h2>
      <ul className="cards">
        {pages.map((item) => {
          const href = menuItemHref({ ...item.attributes, id: item.id }, locale, words);
          return href.internal ? (
            <li key={item.id}>
              <Link className="card" to={href.path}>
                {item.attributes.icon ? <Icon name={item.attributes.icon} /> : null}
                <span>{item.attributes.title}</span>
              </Link>
            </li>
          ) : null;
        })}
      </ul>
    </>
  );
}

/** A section while it loads, in its final size: a heading line and a row of card placeholders. */
function SectionSkeleton() {
  return (
    <section className="home-section" aria-hidden="true" data-testid="home-section-skeleton">
      <header className="home-section-header">
        <span className="skeleton skeleton-title home-section-skeleton-title" />
      </header>
      <CardSkeletons count={SECTION_SIZE} />
    </section>
  );
}

/**
 * The newest contents of a category (or of all, with null); a skeleton of its size while it loads,
 * hidden when there are none. The first section's first image is the page's largest paint.
 * Memoized: the home page draws again as each section's query settles; a settled section does not.
 */
const LatestSection = memo(function LatestSection({
  category,
  first = false,
}: {
  category: Category | null;
  first?: boolean;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const slug = category?.attributes.slug ?? '';
  const latest = useQuery(latestContentsQuery(slug, locale, useViewer(), SECTION_SIZE));
  if (latest.isPending) return <SectionSkeleton />;
  if (latest.isError) {
    return <ErrorState message={t('contents.loadError')} onRetry={() => void latest.refetch()} />;
  }
  if (latest.data.data.length === 0) return null;
  const more = category ? `/${locale}/home/${encodeURIComponent(slug)}` : `/${locale}/${words.contents}`;
  const title = category ? category.attributes.title : t('contents.latest');
  const priority = first ? priorityCard(latest.data.data, latest.data.included) : -1;
  return (
    <section className="home-section" data-testid={category ? `home-category-${slug}` : 'home-latest'}>
      <header className="home-section-header">
        <h2>{category ? <CategoryChip category={category} /> : title}</h2>
        <Link to={more} aria-label={t('contents.showAllIn', { name: title })}>
          {t('contents.showAll')}
        </Link>
      </header>
      <ul className="content-grid">
        {latest.data.data.map((content, i) => (
          <li key={content.id}>
            <ContentCard
              content={content}
              included={latest.data.included}
              from={category ? more : undefined}
              priority={i === priority}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});

function CategoryHome() {
  const { t } = useTranslation();
  const { locale, params } = useShell();
  const slug = params.categorySlug ?? '';
  const categories = useQuery(categoriesQuery(locale));
  const category = categories.data?.find((c) => c.attributes.slug === slug);
  const missing = categories.isSuccess && !category;
  usePageMeta(
    category
      ? {
          title: category.attributes.title,
          description: t('contents.categoryDescription', { name: category.attributes.title }),
        }
      : { title: missing ? t('contents.categoryNotFoundTitle') : null, noCrawl: missing },
  );
  if (categories.isPending) return <CardSkeletons count={SKELETON_PLACEHOLDERS} />;
  if (categories.isError) {
    return <ErrorState message={t('contents.loadError')} onRetry={() => void categories.refetch()} />;
  }
  if (!category) {
    return <NotFoundState title={t('contents.categoryNotFoundTitle')} text={t('contents.categoryNotFoundText')} />;
  }
  return (
    <section className="page page-wide" data-testid="home-category">
      <p className="back-link">
        <Link to={`/${locale}/`}>{t('contents.backToHome')}</Link>
      </p>
      <h1 className="category-heading">
        <CategoryChip category={category} />
      </h1>
      <ContentsList category={slug} />
    </section>
  );
}
