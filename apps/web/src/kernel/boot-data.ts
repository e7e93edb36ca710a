import type { QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@tribune/domain';
import { shellKeys } from './shell-queries.ts';

/**
 * Puts the shell's first data that the server embedded in the page (see BootData) into the query
 * cache, as if it had just been fetched: the first view needs no request for it. A page without it
 * (the service worker's cached shell, an unbuilt server) or with damaged data changes nothing: the
 * queries then fetch as before. The element is removed once read.
 */
export function seedBootData(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element) return;
  element.remove();
  let data: BootData;
  try {
    data = JSON.parse(element.textContent ?? '') as BootData;
  } catch {
    return;
  }
  if (!data || typeof data !== 'object') return;
  if (data.module_config) client.setQueryData(shellKeys.moduleConfig(), data.module_config);
  if (data.routes) client.setQueryData(shellKeys.routes(), data.routes);
  if (data.icons) client.setQueryData(shellKeys.icons(), data.icons);
  for (const [lang, translations] of Object.entries(data.translations ?? {})) {
    if (translations) client.setQueryData(shellKeys.translations(lang), translations);
  }
}
