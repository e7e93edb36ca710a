import { describe, expect, it } from 'vitest';
import { resolveRouteWords } from '@tribune/domain';
import { allEventsPath, eventPath, eventsPath, formatEventWhen } from './paths.ts';

describe('event paths and dates', () => {
  const words = resolveRouteWords({});

  it('builds the events pages under the locale, `all` literal', () => {
    expect(eventsPath('de', words)).toBe('/de/events');
    expect(allEventsPath('it', words)).toBe('/it/events/all');
    expect(eventPath('en', words, 'meet-the-team')).toBe('/en/events/meet-the-team');
  });

  it('writes the start, or the start to the end, in the page language', () => {
    const start = '2026-12-01T18:30:00Z';
    const one = formatEventWhen(start, null, 'de');
    expect(one).toContain('2026');
    expect(one).toMatch(/Dezember/);
    const range = formatEventWhen(start, '2026-12-01T20:30:00Z', 'en');
    expect(range).toMatch(/December/);
    expect(range.length).toBeGreaterThan(formatEventWhen(start, null, 'en').length);
    // An end before the start is ignored; a bad date gives nothing.
    expect(formatEventWhen(start, '2026-11-01T00:00:00Z', 'en')).toBe(formatEventWhen(start, null, 'en'));
    expect(formatEventWhen('not a date', null, 'en')).toBe('');
  });
});
