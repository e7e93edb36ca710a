import { describe, expect, it } from 'vitest';
import { bucketsOf, spansOf } from './plan.ts';

describe("the dashboard's settled buckets", () => {
  it('settles a day once the day after it has ended too', () => {
    const b = bucketsOf({ from: '2026-03-01', to: '2026-03-05', interval: 'day' }, '2026-03-05');
    expect(b.map((x) => [x.day, x.settled])).toEqual([
      ['2026-03-01', true],
      ['2026-03-02', true],
      ['2026-03-03', true],
      ['2026-03-04', false],
      ['2026-03-05', false],
    ]);
    expect(spansOf(b.filter((x) => !x.settled))).toEqual([{ from: '2026-03-04', to: '2026-03-05' }]);
  });

  it('settles only whole weeks: the clipped first and last weeks are counted each time', () => {
    // Wednesday 4 March to Tuesday 31 March 2026; today is long after.
    const b = bucketsOf({ from: '2026-03-04', to: '2026-03-31', interval: 'week' }, '2026-06-01');
    expect(b.map((x) => [x.day, x.from, x.to, x.settled])).toEqual([
      ['2026-03-02', '2026-03-04', '2026-03-08', false],
      ['2026-03-09', '2026-03-09', '2026-03-15', true],
      ['2026-03-16', '2026-03-16', '2026-03-22', true],
      ['2026-03-23', '2026-03-23', '2026-03-29', true],
      ['2026-03-30', '2026-03-30', '2026-03-31', false],
    ]);
    // Two runs apart: two statements, each clipped as the period clips them.
    expect(spansOf(b.filter((x) => !x.settled))).toEqual([
      { from: '2026-03-04', to: '2026-03-08' },
      { from: '2026-03-30', to: '2026-03-31' },
    ]);
    expect(spansOf(b.filter((x) => x.settled))).toEqual([{ from: '2026-03-09', to: '2026-03-29' }]);
  });

  it('leaves the week of yesterday open', () => {
    // The week of Monday 9 March ends on Sunday the 15th; on the 16th it is yesterday's.
    const week = { from: '2026-03-09', to: '2026-03-15', interval: 'week' } as const;
    expect(bucketsOf(week, '2026-03-16')[0]!.settled).toBe(false);
    expect(bucketsOf(week, '2026-03-17')[0]!.settled).toBe(true);
  });
});
