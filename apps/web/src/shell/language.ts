/** Where the chosen language is remembered: local storage for the app, a cookie for the server's redirects. */
const STORAGE_KEY = 'language';
const COOKIE = 'tribune-lang';

/** The stored language, if any. */
export function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the language of the current path. */
export function storeLanguage(locale: string): void {
  try {
    if (window.localStorage.getItem(STORAGE_KEY) !== locale) window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the cookie still carries it.
  }
  if (!document.cookie.includes(`${COOKIE}=${locale}`)) {
    document.cookie = `${COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; SameSite=Lax`;
  }
}
