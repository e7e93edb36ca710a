import type { RouteWords } from './route-words.ts';
import { leadsToDisabledModule, type RouteContext } from './routes.ts';

/** Where a menu item is rendered. */
export const MENU_POSITIONS = ['sidebar_top', 'sidebar', 'bottom_bar', 'mobile_bar'] as const;
/** A menu position. */
export type MenuPosition = (typeof MENU_POSITIONS)[number];
/** What a menu item points at. */
export const MENU_TYPES = ['single_page', 'collection', 'link', 'app_integration', 'resource', 'iframe'] as const;
/** A menu item type. */
export type MenuType = (typeof MENU_TYPES)[number];

/** The attributes of a menu item the app needs to draw and follow it. */
export interface MenuItemLink {
  id: string;
  menu_type: MenuType;
  /** For single_page: the page slug; collection: the collection slug; resource: "type/slug"; link: a URL or path. */
  target: string | null;
  app_name: string | null;
}

/** A resolved link: internal paths are navigated in the app, external ones open a new tab. */
export type MenuHref = { internal: true; path: string } | { internal: false; url: string };

/**
 * Resolves where a menu item leads. Targets of types whose module does not exist yet still
 * resolve, and the route gate shows not-found for them until that module is on.
 */
export function menuItemHref(item: MenuItemLink, locale: string, words: RouteWords): MenuHref {
  const target = item.target ?? '';
  switch (item.menu_type) {
    case 'single_page':
      return { internal: true, path: `/${locale}/${words.pages}/${encodeURIComponent(target)}/` };
    case 'collection':
      return { internal: true, path: `/${locale}/${words.nfts}/${words.showroom}/${encodeURIComponent(target)}` };
    case 'app_integration':
      return { internal: true, path: `/${locale}/${words.apps}/${encodeURIComponent(item.app_name ?? target)}` };
    case 'iframe':
      return { internal: true, path: `/${locale}/${words.embeds}/${encodeURIComponent(item.id)}` };
    case 'resource': {
      const [type = '', slug = ''] = target.split('/');
      const word = (
        { content: words.contents, event: words.events, fan_group: words.spaces, static_page: words.pages } as Record<
          string,
          string
        >
      )[type];
      return { internal: true, path: word ? `/${locale}/${word}/${encodeURIComponent(slug)}` : `/${locale}/` };
    }
    case 'link': {
      if (/^https?:\/\//i.test(target)) return { internal: false, url: target };
      const path = target.startsWith('/') ? target : `/${target}`;
      return { internal: true, path: path === '/' ? `/${locale}/` : `/${locale}${path}` };
    }
  }
}

/**
 * Whether a menu item is shown: not when it leads into a module that is switched off (its pages
 * are not found). External links and targets of modules that do not exist yet stay.
 */
export function menuItemShown(item: MenuItemLink, locale: string, ctx: RouteContext): boolean {
  const href = menuItemHref(item, locale, ctx.words);
  return !href.internal || !leadsToDisabledModule(href.path, ctx);
}
