import { NavLink } from '../kernel/router.tsx';
import type { components } from '@tribune/api-client';
import { menuItemHref, menuItemShown } from '@tribune/domain';
import { useShell } from '../kernel/shell-context.ts';
import { Icon } from '../kernel/ui/Icon.tsx';

type MenuItem = components['schemas']['MenuItem'];

/** A list of menu items: internal links navigate in the app, external ones open a new tab. */
export function MenuList({ items, loading, compact }: { items: MenuItem[]; loading: boolean; compact?: boolean }) {
  const { locale, words, config, flags } = useShell();
  if (loading) {
    return (
      <ul className="menu" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <span className="skeleton skeleton-line" />
          </li>
        ))}
      </ul>
    );
  }
  // Entries leading into a module the instance has off are hidden: its pages are not found.
  const ctx = { words, config, flags, preferredLocale: () => locale };
  const shown = items.filter((item) => menuItemShown({ ...item.attributes, id: item.id }, locale, ctx));
  if (shown.length === 0) return null;
  return (
    <ul className={compact ? 'menu menu-compact' : 'menu'}>
      {shown.map((item) => {
        const href = menuItemHref({ ...item.attributes, id: item.id }, locale, words);
        const content = (
          <>
            {item.attributes.icon ? <Icon name={item.attributes.icon} /> : null}
            <span>{item.attributes.title}</span>
          </>
        );
        return (
          <li key={item.id}>
            {href.internal ? (
              <NavLink to={href.path} end>
                {content}
              </NavLink>
            ) : (
              <a href={href.url} target="_blank" rel="noopener noreferrer">
                {content}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
