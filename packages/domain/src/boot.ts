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
