import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { menuItemHref, SKELETON_PLACEHOLDERS } from '@tribune/domain';
import { useShell } from '../../app/shell-context.ts';
import { usePageMeta } from '../../app/meta.ts';
import { menuItemsQuery } from '../../app/shell-queries.ts';
import { Icon } from '../../ui/Icon.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { NotFoundState } from '../../ui/NotFoundState.tsx';
import { useSession } from '../account/session.ts';
import { categoriesQuery, latestContentsQuery, type Category } from '../contents/api.ts';
import { CardSkeletons, CategoryChip, ContentCard } from '../contents/ContentCard.tsx';
import { ContentsList } from '../contents/ContentsList.tsx';
import ContentsPage from '../contents/ContentsPage.tsx';
import '../contents/contents.css';

/** Contents per section of the home page. */
const SECTION_SIZE = 3;

/**
 * The home page (/{locale}/, /home, /home/{categorySlug}): with the home module on, a hero and
 * the latest contents per category, or one category's contents; with it off, the contents list.
 */
export default function HomePage() {
  const { config, routeName } = useShell();
  if (!config.modules.home) return <ContentsPage />;
  return routeName === 'homeCategory' ? <CategoryHome /> : <Home />;
}

function useViewer(): string | null {
  const session = useSession();
  return session.status === 'signedIn' && session.user ? session.user.id : null;
}

function Home() {
  const { t } = useTranslation();
  const { instanceName, locale, words } = useShell();
  usePageMeta({ title: t('home.title'), description: t('home.intro') });
  const categories = useQuery(categoriesQuery(locale));
  const menu = useQuery(menuItemsQuery(locale));
  const pages = (menu.data ?? []).filter(
    (m) => m.attributes.menu_position === 'sidebar' && m.attributes.menu_type === 'single_page',
  );
  return (
    <section className="page page-wide" data-testid="home">
      <div className="hero">
        <h1>{t('home.welcome', { name: instanceName })}</h1>
        <p>{t('home.intro')}</p>
        <Link className="button" to={`/${locale}/${words.contents}`}>
          {t('contents.allContents')}
        </Link>
      </div>
      {categories.isPending ? (
        <CardSkeletons count={SKELETON_PLACEHOLDERS} />
      ) : categories.isError ? (
        <ErrorState message={t('contents.loadError')} onRetry={() => void categories.refetch()} />
      ) : (
        <>
          <LatestSection category={null} />
          {categories.data.map((c) => (
            <LatestSection key={c.id} category={c} />
          ))}
        </>
      )}
      {pages.length > 0 ? (
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
      ) : null}
    </section>
  );
}

/** The newest contents of a category (or of all, with null); hidden when there are none. */
function LatestSection({ category }: { category: Category | null }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const slug = category?.attributes.slug ?? '';
  const latest = useQuery(latestContentsQuery(slug, locale, useViewer(), SECTION_SIZE));
  if (latest.isPending) return null;
  if (latest.isError) {
    return <ErrorState message={t('contents.loadError')} onRetry={() => void latest.refetch()} />;
  }
  if (latest.data.data.length === 0) return null;
  const more = category ? `/${locale}/home/${encodeURIComponent(slug)}` : `/${locale}/${words.contents}`;
  const title = category ? category.attributes.title : t('contents.latest');
  return (
    <section className="home-section" data-testid={category ? `home-category-${slug}` : 'home-latest'}>
      <header className="home-section-header">
        <h2>{category ? <CategoryChip category={category} /> : title}</h2>
        <Link to={more} aria-label={t('contents.showAllIn', { name: title })}>
          {t('contents.showAll')}
        </Link>
      </header>
      <ul className="content-grid">
        {latest.data.data.map((content) => (
          <li key={content.id}>
            <ContentCard content={content} included={latest.data.included} from={category ? more : undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}

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
