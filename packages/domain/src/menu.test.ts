import { describe, expect, it } from 'vitest';
import { MENU_TYPES, menuItemHref, menuItemShown, type MenuItemLink, type MenuType } from './menu.ts';
import { parseModuleConfig } from './module-config.ts';
import { resolveRouteWords } from './route-words.ts';
import type { RouteContext } from './routes.ts';

const words = resolveRouteWords({});
const item = (menu_type: MenuType, target: string | null, app_name: string | null = null): MenuItemLink => ({
  id: '7',
  menu_type,
  target,
  app_name,
});

describe('menuItemHref', () => {
  it('links a single page to its static page', () => {
    expect(menuItemHref(item('single_page', 'privacy'), 'de', words)).toEqual({
      internal: true,
      path: '/de/p/privacy/',
    });
  });

  it('links a collection to its showroom page', () => {
    expect(menuItemHref(item('collection', 'legends'), 'en', words)).toEqual({
      internal: true,
      path: '/en/nfts/showroom/legends',
    });
  });

  it('links an app integration by app name, else by target', () => {
    expect(menuItemHref(item('app_integration', 'x', 'quiz'), 'it', words)).toEqual({
      internal: true,
      path: '/it/apps/quiz',
    });
    expect(menuItemHref(item('app_integration', 'lineup'), 'it', words)).toEqual({
      internal: true,
      path: '/it/apps/lineup',
    });
  });

  it('links an iframe to its embed page by menu item id', () => {
    expect(menuItemHref(item('iframe', 'https://example.com'), 'en', words)).toEqual({
      internal: true,
      path: '/en/embeds/7',
    });
  });

  it('links a resource to the page of its type', () => {
    const href = (target: string) => menuItemHref(item('resource', target), 'en', words);
    expect(href('content/match-report')).toEqual({ internal: true, path: '/en/contents/match-report' });
    expect(href('event/derby')).toEqual({ internal: true, path: '/en/events/derby' });
    expect(href('fan_group/ultras')).toEqual({ internal: true, path: '/en/spaces/ultras' });
    expect(href('static_page/tos')).toEqual({ internal: true, path: '/en/p/tos' });
  });

  it('links a resource of an unknown type to the home page', () => {
    expect(menuItemHref(item('resource', 'voting/x'), 'en', words)).toEqual({ internal: true, path: '/en/' });
    expect(menuItemHref(item('resource', null), 'en', words)).toEqual({ internal: true, path: '/en/' });
  });

  it('opens absolute links outside the app', () => {
    expect(menuItemHref(item('link', 'https://club.example/tickets'), 'en', words)).toEqual({
      internal: false,
      url: 'https://club.example/tickets',
    });
    expect(menuItemHref(item('link', 'HTTP://club.example'), 'en', words)).toEqual({
      internal: false,
      url: 'HTTP://club.example',
    });
  });

  it('prefixes relative links with the locale', () => {
    expect(menuItemHref(item('link', '/'), 'de', words)).toEqual({ internal: true, path: '/de/' });
    expect(menuItemHref(item('link', '/styleguide'), 'de', words)).toEqual({ internal: true, path: '/de/styleguide' });
    expect(menuItemHref(item('link', 'p/privacy/'), 'de', words)).toEqual({ internal: true, path: '/de/p/privacy/' });
    expect(menuItemHref(item('link', null), 'de', words)).toEqual({ internal: true, path: '/de/' });
  });

  it('never builds an external link from a script URL', () => {
    const href = menuItemHref(item('link', 'javascript:alert(1)'), 'en', words);
    expect(href.internal).toBe(true);
  });

  it('encodes targets into one path segment', () => {
    expect(menuItemHref(item('single_page', 'a/b?c'), 'en', words)).toEqual({
      internal: true,
      path: '/en/p/a%2Fb%3Fc/',
    });
  });

  it('follows overridden route words', () => {
    const custom = resolveRouteWords({ pages: 'seiten', events: 'termine' });
    expect(menuItemHref(item('single_page', 'privacy'), 'de', custom)).toEqual({
      internal: true,
      path: '/de/seiten/privacy/',
    });
    expect(menuItemHref(item('resource', 'event/derby'), 'de', custom)).toEqual({
      internal: true,
      path: '/de/termine/derby',
    });
  });

  it('resolves every menu type', () => {
    for (const type of MENU_TYPES) {
      const href = menuItemHref(item(type, 'x'), 'en', words);
      expect(href.internal ? href.path.startsWith('/en/') : href.url.length > 0).toBe(true);
    }
  });
});

describe('menuItemShown', () => {
  const context = (modules: Record<string, unknown>, flags: Record<string, boolean> = {}): RouteContext => ({
    words,
    config: parseModuleConfig({ modules }),
    flags,
    preferredLocale: () => 'en',
  });
  const toContents = [item('link', '/contents'), item('resource', 'content/some-news'), item('link', 'home/news')];
  const toChat = [item('link', '/messages'), item('link', 'messages/new/jane')];

  it('hides entries leading into a module that is off', () => {
    const off = context({ contents: false, chat: false }, { chat: true });
    for (const entry of [...toContents, ...toChat]) expect(menuItemShown(entry, 'en', off), entry.target!).toBe(false);
    const chatFlagOff = context({ contents: true, chat: true });
    for (const entry of toChat) expect(menuItemShown(entry, 'en', chatFlagOff), entry.target!).toBe(false);
  });

  it('shows them while the module is on', () => {
    const on = context({ contents: true, chat: true }, { chat: true });
    for (const entry of [...toContents, ...toChat]) expect(menuItemShown(entry, 'en', on), entry.target!).toBe(true);
  });

  it('always shows pages of no module, external links and targets of no page', () => {
    const off = context({});
    expect(menuItemShown(item('single_page', 'privacy'), 'en', off)).toBe(true);
    expect(menuItemShown(item('link', '/'), 'en', off)).toBe(true);
    expect(menuItemShown(item('link', 'https://example.com/contents'), 'en', off)).toBe(true);
  });

  it('shows a collection only while the nfts module is on (its page is the module’s)', () => {
    expect(menuItemShown(item('collection', 'legends'), 'en', context({}))).toBe(false);
    expect(menuItemShown(item('collection', 'legends'), 'en', context({ nfts: { enabled: true } }))).toBe(true);
  });
});
