import { describe, expect, it } from 'vitest';
import { newStatus, placesLeft } from './policy.ts';
import { eventIcs, presentEvent } from './presenter.ts';
import type { EventRow } from './repository.ts';

const row = (over: Partial<EventRow> = {}): EventRow => ({
  id: 7,
  slug: 'meet-the-team',
  translatedSlugs: { it: 'incontra-la-squadra', de: 'triff-das-team' },
  title: { en: 'Meet the team; Q&A, photos', de: 'Triff das Team' },
  description: { en: '<p>First line</p><p>Second &amp; last<br>line</p>' },
  location: 'Club house, Stadium Road 1',
  heroMediumId: null,
  startsAt: new Date('2026-12-01T18:30:00Z'),
  endsAt: null,
  capacity: 10,
  registeredCount: 4,
  waitingCount: 0,
  published: true,
  publishedAt: new Date('2026-11-01T00:00:00Z'),
  commentsCount: 0,
  createdBy: null,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-02T10:00:00Z'),
  ...over,
});

describe('eventIcs', () => {
  const ctx = {
    locale: 'en',
    fallback: 'en',
    host: 'club.example',
    url: 'https://club.example/en/events/meet-the-team',
  };

  it('writes one VEVENT in UTC with escaped texts, an hour long without an end', () => {
    const lines = eventIcs(row(), ctx).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Tribune//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:event-7@club.example');
    expect(lines).toContain('DTSTAMP:20261102T100000Z');
    expect(lines).toContain('DTSTART:20261201T183000Z');
    expect(lines).toContain('DTEND:20261201T193000Z');
    expect(lines).toContain('SUMMARY:Meet the team\\; Q&A\\, photos');
    expect(lines).toContain('DESCRIPTION:First line\\nSecond & last\\nline');
    expect(lines).toContain('LOCATION:Club house\\, Stadium Road 1');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = 'Ü'.repeat(100);
    const text = eventIcs(row({ title: { en: long }, endsAt: new Date('2026-12-01T22:00:00Z') }), ctx);
    const lines = text.split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(lines).toContain('DTEND:20261201T220000Z');
    // Unfolding (RFC 5545 §3.1) gives the summary back whole.
    expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:${long}\r\n`);
  });
});

describe('presentEvent and the places', () => {
  it('gives the translated slugs as a list, places left and the viewer’s registration', () => {
    const out = presentEvent(row(), {
      locale: 'de',
      fallback: 'en',
      own: { status: 'waiting', position: 2 },
      topCommentIds: [],
    });
    expect(out.attributes).toMatchObject({
      title: 'Triff das Team',
      translated_slugs: [
        { locale: 'de', slug: 'triff-das-team' },
        { locale: 'it', slug: 'incontra-la-squadra' },
      ],
      places_left: 6,
      registration_status: 'waiting',
      waiting_position: 2,
    });
  });

  it('puts new fans on the waiting list only when no place is free', () => {
    expect(newStatus({ capacity: null, registeredCount: 1000 })).toBe('registered');
    expect(newStatus({ capacity: 2, registeredCount: 1 })).toBe('registered');
    expect(newStatus({ capacity: 2, registeredCount: 2 })).toBe('waiting');
    // A capacity lowered below the registered count leaves no place, never a negative one.
    expect(placesLeft({ capacity: 1, registeredCount: 3 })).toBe(0);
    expect(placesLeft({ capacity: null, registeredCount: 3 })).toBeNull();
  });
});
