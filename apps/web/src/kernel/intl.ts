/**
 * Shared Intl formatters, made once per locale and options: constructing an Intl formatter costs
 * far more than formatting with it, and a list page formats a date on every card (#11: one new
 * DateTimeFormat per content card was most of the home page's hydration on a throttled phone).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** The formatter of `locale` and `options` in `cache`, made by `make` on the first call. */
function kept<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, kept for the next call with the same arguments. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.RelativeTimeFormat(locale, options)`, kept for the next call with the same arguments. */
export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return kept(relativeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/**
 * The medium date ('Mar 3, 2025', '03.03.2025', '3 mar 2025') and medium date with short time of the
 * app's languages, written out here as the browser's Intl formats them (a unit test compares the two):
 * the page's first Intl formatter loads the browser's locale data, 30-100 ms in one task on these
 * machines and four times that on a throttled phone (#11), and the public pages' cards and lists
 * need no more than these two formats. Other languages and formats go through Intl.
 */
const MONTHS: Record<string, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
};

const pad2 = (n: number) => String(n).padStart(2, '0');

function writtenDate(date: Date, locale: string): string | null {
  const day = date.getDate();
  const month = date.getMonth();
  const year = date.getFullYear();
  if (locale === 'en') return `${MONTHS.en![month]} ${day}, ${year}`;
  if (locale === 'de') return `${pad2(day)}.${pad2(month + 1)}.${year}`;
  if (locale === 'it') return `${day} ${MONTHS.it![month]} ${year}`;
  return null;
}

function writtenTime(date: Date, locale: string): string {
  const hours = date.getHours();
  if (locale === 'en') return `${hours % 12 || 12}:${pad2(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${pad2(hours)}:${pad2(date.getMinutes())}`;
}

/** The date in the device's time zone as Intl's `{ dateStyle: 'medium' }` writes it in `locale`. */
export function mediumDate(date: Date, locale: string): string {
  return writtenDate(date, locale) ?? dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** The date and time as Intl's `{ dateStyle: 'medium', timeStyle: 'short' }` writes them in `locale`. */
export function mediumDateTime(date: Date, locale: string): string {
  const written = writtenDate(date, locale);
  return written === null
    ? dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
    : `${written}, ${writtenTime(date, locale)}`;
}

/** An ISO date and time from the server as `mediumDateTime` writes it; '' when it does not parse. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : mediumDateTime(date, locale);
}
