import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, relativeTimeFormat, warmDateFormats } from './intl.ts';

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

  it('warms the first view’s date formats, so the cards construct no formatter of their own', () => {
    warmDateFormats('fr');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    dateTimeFormat('fr', { dateStyle: 'medium' });
    dateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' });
    expect(made).not.toHaveBeenCalled();
    dateTimeFormat('fr', { dateStyle: 'full' });
    expect(made).toHaveBeenCalledTimes(1);
  });
});
