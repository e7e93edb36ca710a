import { describe, expect, it } from 'vitest';
import { serialized } from './key-sharing.ts';

describe('serialized background tasks', () => {
  it('runs one at a time and folds requests made while running into exactly one more run', async () => {
    let runs = 0;
    let active = 0;
    let maxActive = 0;
    let release: (() => void) | null = null;
    const task = serialized(async () => {
      runs += 1;
      active += 1;
      maxActive = Math.max(maxActive, active);
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      active -= 1;
    });
    const first = task();
    const second = task();
    const third = task();
    expect(runs).toBe(1);
    release!();
    await Promise.all([first, second, third]);
    expect(runs).toBe(2);
    expect(maxActive).toBe(1);
    await task();
    expect(runs).toBe(3);
  });

  it('keeps going after a failing run', async () => {
    let runs = 0;
    const task = serialized(async () => {
      runs += 1;
      if (runs === 1) throw new Error('offline');
    });
    await task();
    await task();
    expect(runs).toBe(2);
  });
});
