import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { menuItemHref } from '@tribune/domain';
import { useShell } from '../../app/shell-context.ts';
import { usePageMeta } from '../../app/meta.ts';
import { menuItemsQuery } from '../../app/shell-queries.ts';
import { Icon } from '../../ui/Icon.tsx';

/** The home page: the instance's welcome and its pages. Content feeds join it with the content domain. */
export function HomePage() {
  const { t } = useTranslation();
  const { instanceName, locale, words } = useShell();
  usePageMeta({ title: t('home.title'), description: t('home.intro') });
  const menu = useQuery(menuItemsQuery(locale));
  const pages = (menu.data ?? []).filter(
    (m) => m.attributes.menu_position === 'sidebar' && m.attributes.menu_type === 'single_page',
  );
  return (
    <section className="page" data-testid="home">
      <div className="hero">
        <h1>{t('home.welcome', { name: instanceName })}</h1>
        <p>{t('home.intro')}</p>
      </div>
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
