import type { RouteName } from './routes.ts';

/**
 * The shell's first data, embedded by the server in the page it answers a navigation with, so the
 * app shows the first view without asking for it again: the instance's module configuration, route
 * words, icons and the translations of the page's language, exactly as the customizer serves them.
 * It sits in `<script type="application/json" id={BOOT_DATA_ELEMENT_ID}>`, which never runs (the
 * strict CSP is untouched) and whose `<` are written as `\u003c`, so no text in it can end the element.
 */
export const BOOT_DATA_ELEMENT_ID = 'tribune-boot';

/** What the element holds (the customizer's bodies, parsed). */
export interface BootData {
  module_config: unknown;
  routes: unknown;
  icons: unknown;
  /** By language: the translations of the page's language. */
  translations: Record<string, unknown>;
}

/**
 * The id of the element that carries a server-rendered page's own first data: TanStack Query's
 * dehydrated state of the queries the page drew with (its list, its record, the menu), for the
 * browser's query cache before it hydrates. Like the boot data, JSON in a script element that never
 * runs, every `<` written `\u003c`. Only pages the server rendered have it.
 */
export const PAGE_DATA_ELEMENT_ID = 'tribune-page-data';

/**
 * One page for the web app's server build to render (`apps/web/src/entry-server.tsx`, imported by
 * the server's web module): the contract between the two sides.
 */
export interface WebRenderRequest {
  /** Path and query string of the navigation. */
  url: string;
  routeName: RouteName;
  locale: string;
  params: Record<string, string>;
  /** The shell's first data (the customizer's bodies, parsed), as the page's boot data carries it. */
  boot: { moduleConfig: unknown; routes: unknown; icons: unknown; translations: unknown };
  /** Answers the API requests of the page's data loader in process, as a guest. */
  fetch: typeof fetch;
  /** Gives up on the rendering after this long (then the browser renders the page). */
  timeoutMs: number;
}

/** A rendered page: the root's inner HTML, and the page's first data (dehydrated) for the browser's cache. */
export interface WebRenderedPage {
  html: string;
  state: unknown;
}
