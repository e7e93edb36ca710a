/**
 * Shared Intl formatters, made once per locale and options: constructing an Intl formatter costs
 * far more than formatting with it, and a list page formats a date on every card (#11: one new
 * DateTimeFormat per content card was most of the home page's hydration on a throttled phone).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** `new Intl.DateTimeFormat(locale, options)`, kept for the next call with the same arguments. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** `new Intl.RelativeTimeFormat(locale, options)`, kept for the next call with the same arguments. */
export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, options);
    relativeFormats.set(key, format);
  }
  return format;
}

/** The date formats the public pages' cards and lists use (content cards; events, votings, missions, AMAs). */
const FIRST_VIEW_DATE_FORMATS: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'medium' },
  { dateStyle: 'medium', timeStyle: 'short' },
];

/**
 * Makes the first view's date formatters in a task of their own (#11). The first formatter of a
 * locale loads the browser's locale data: about 50 ms on a throttled phone, which otherwise lands
 * in the task that hydrates the page's lazy part and makes it a long one. Called right after
 * hydration starts, it runs while the page's chunk is still on its way.
 */
export function warmDateFormats(locale: string): void {
  const now = new Date();
  for (const options of FIRST_VIEW_DATE_FORMATS) dateTimeFormat(locale, options).format(now);
}
