import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, formatDateTime, mediumDate, mediumDateTime, relativeTimeFormat } from './intl.ts';

afterEach(() => vi.restoreAllMocks());

describe('shared Intl formatters', () => {
  it('makes one formatter per locale and options and formats like a new one', () => {
    const a = dateTimeFormat('de', { dateStyle: 'medium' });
    expect(dateTimeFormat('de', { dateStyle: 'medium' })).toBe(a);
    expect(dateTimeFormat('de', { dateStyle: 'short' })).not.toBe(a);
    expect(dateTimeFormat('it', { dateStyle: 'medium' })).not.toBe(a);
    const day = new Date(Date.UTC(2026, 10, 29, 12));
    expect(a.format(day)).toBe(new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(day));
    expect(relativeTimeFormat('en', { numeric: 'auto' })).toBe(relativeTimeFormat('en', { numeric: 'auto' }));
  });

  it('writes the medium date and date-time of en, de and it as Intl does, without making a formatter', () => {
    const days: Date[] = [];
    for (let month = 0; month < 12; month++) {
      for (const [day, hour, minute] of [
        [1, 0, 0],
        [9, 9, 5],
        [15, 12, 0],
        [28, 12, 59],
        [28, 23, 30],
      ] as const) {
        days.push(new Date(2026, month, day, hour, minute));
      }
    }
    days.push(new Date(1999, 11, 31, 1, 2), new Date(2030, 0, 1, 13, 7));
    const expected = (locale: string, options: Intl.DateTimeFormatOptions) =>
      days.map((d) => new Intl.DateTimeFormat(locale, options).format(d));
    const want = ['en', 'de', 'it'].map((locale) => [
      expected(locale, { dateStyle: 'medium' }),
      expected(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    ]);
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const got = ['en', 'de', 'it'].map((locale) => [
      days.map((d) => mediumDate(d, locale)),
      days.map((d) => mediumDateTime(d, locale)),
    ]);
    expect(made).not.toHaveBeenCalled();
    expect(got).toEqual(want);
  });

  it('formats other languages through Intl', () => {
    const day = new Date(2026, 10, 29, 18, 4);
    expect(mediumDate(day, 'fr')).toBe(new Intl.DateTimeFormat('fr', { dateStyle: 'medium' }).format(day));
    expect(mediumDateTime(day, 'en-GB')).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(day),
    );
  });

  it('formats an ISO date and time from the server, and nothing for one that does not parse', () => {
    const day = new Date(2026, 10, 29, 18, 4);
    expect(formatDateTime(day.toISOString(), 'en')).toBe(mediumDateTime(day, 'en'));
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});
