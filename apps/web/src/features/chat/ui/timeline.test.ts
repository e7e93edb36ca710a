import { describe, expect, it } from 'vitest';
import { buildTimeline, dividerKind, formatDivider, showTimestamp } from './timeline.ts';

const at = (y: number, mo: number, d: number, h = 12, mi = 0) => new Date(y, mo - 1, d, h, mi);
const msg = (id: string, date: Date) => ({ id, sentAt: date.toISOString() });

describe('chat timeline', () => {
  const now = at(2025, 3, 12, 15); // a Wednesday

  it('names the day Today, Yesterday, a weekday within the last week, or a date', () => {
    expect(dividerKind(at(2025, 3, 12, 0, 1), now)).toBe('today');
    expect(dividerKind(at(2025, 3, 11, 23, 59), now)).toBe('yesterday');
    expect(dividerKind(at(2025, 3, 6), now)).toBe('weekday');
    expect(dividerKind(at(2025, 3, 5), now)).toBe('date');
  });

  it('formats dividers with the locale', () => {
    const words = { today: 'Today', yesterday: 'Yesterday' };
    expect(formatDivider({ at: now, kind: 'today' }, 'en', words)).toBe('Today');
    expect(formatDivider({ at: at(2025, 3, 10), kind: 'weekday' }, 'en', words)).toBe('Monday');
    expect(formatDivider({ at: at(2025, 3, 10), kind: 'weekday' }, 'de', words)).toBe('Montag');
    expect(formatDivider({ at: at(2025, 1, 2), kind: 'date' }, 'en', words)).toBe('Jan 2, 2025');
  });

  it('shows a timestamp for the first message, after a gap over 60 minutes, or on another day', () => {
    expect(showTimestamp(null, now)).toBe(true);
    expect(showTimestamp(at(2025, 3, 12, 14, 0), at(2025, 3, 12, 15, 0))).toBe(false);
    expect(showTimestamp(at(2025, 3, 12, 13, 59), at(2025, 3, 12, 15, 0))).toBe(true);
    expect(showTimestamp(at(2025, 3, 11, 23, 50), at(2025, 3, 12, 0, 10))).toBe(true);
  });

  it('puts one divider before the first message of each day', () => {
    const items = buildTimeline(
      [
        msg('1', at(2025, 3, 11, 10)),
        msg('2', at(2025, 3, 11, 10, 5)),
        msg('3', at(2025, 3, 12, 9)),
        msg('4', at(2025, 3, 12, 11)),
      ],
      now,
    );
    expect(items.map((i) => (i.type === 'divider' ? i.kind : `${i.key}:${i.showTime}`))).toEqual([
      'yesterday',
      '1:true',
      '2:false',
      'today',
      '3:true',
      '4:true',
    ]);
  });
});
