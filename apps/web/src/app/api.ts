import { createApiClient } from '@tribune/api-client';

let currentLocale = 'en';

/** Tells the API client which locale the current path has (Requested-Language). */
export function setApiLocale(locale: string): void {
  currentLocale = locale;
}

/** The one API client of the app, same origin. */
export const api = createApiClient({
  baseUrl: '',
  getLocale: () => currentLocale,
  build: 'PWA',
  platform: 'Web',
});
