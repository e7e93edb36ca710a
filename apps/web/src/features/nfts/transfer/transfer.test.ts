import { describe, expect, it } from 'vitest';
import { isTargetAddress, shortTarget, transferAmount } from './address.ts';
import { IDLE, inProgress, transferReducer, type TransferState } from './state.ts';

const TARGET = '0xAbC0000000000000000000000000000000000123';

describe('the transfer states', () => {
  it('runs requesting → signing → submitting → waiting → succeeded', () => {
    let s: TransferState = transferReducer(IDLE, { type: 'start', nftId: '7', target: TARGET });
    expect(s).toMatchObject({ phase: 'requesting', nftId: '7', target: TARGET, run: 1 });
    expect(inProgress(s)).toBe(true);
    for (const phase of ['signing', 'submitting', 'waiting'] as const) {
      s = transferReducer(s, { type: 'phase', run: 1, phase });
      expect(s.phase).toBe(phase);
    }
    s = transferReducer(s, { type: 'succeeded', run: 1 });
    expect(s).toMatchObject({ phase: 'succeeded', pending: false });
    expect(inProgress(s)).toBe(false);
  });

  it('ends in failed with the message, and a new start begins a new run', () => {
    let s = transferReducer(IDLE, { type: 'start', nftId: '7', target: TARGET });
    s = transferReducer(s, { type: 'failed', run: 1, message: 'Failed to switch to correct chain' });
    expect(s).toMatchObject({ phase: 'failed', message: 'Failed to switch to correct chain' });
    s = transferReducer(s, { type: 'start', nftId: '7', target: TARGET });
    expect(s).toMatchObject({ phase: 'requesting', run: 2, message: null });
  });

  it('resets on a route change: the ended run’s late events change nothing', () => {
    let s = transferReducer(IDLE, { type: 'start', nftId: '7', target: TARGET });
    s = transferReducer(s, { type: 'phase', run: 1, phase: 'signing' });
    s = transferReducer(s, { type: 'reset' });
    expect(s).toMatchObject({ phase: 'idle', nftId: null, run: 2 });
    expect(transferReducer(s, { type: 'succeeded', run: 1 })).toBe(s);
    expect(transferReducer(s, { type: 'phase', run: 1, phase: 'waiting' })).toBe(s);
    // A start while one runs is ignored.
    const running = transferReducer(s, { type: 'start', nftId: '8', target: TARGET });
    expect(transferReducer(running, { type: 'start', nftId: '9', target: TARGET })).toBe(running);
  });
});

describe('the transfer fields', () => {
  it('takes an address: 0x and 40 hex characters, not the zero address', () => {
    expect(isTargetAddress(TARGET)).toBe(true);
    expect(isTargetAddress(`  ${TARGET.toLowerCase()} `)).toBe(true);
    expect(isTargetAddress('0x1234')).toBe(false);
    expect(isTargetAddress('AbC0000000000000000000000000000000000123')).toBe(false);
    expect(isTargetAddress(`0x${'0'.repeat(40)}`)).toBe(false);
    expect(isTargetAddress(`0x${'g'.repeat(40)}`)).toBe(false);
  });

  it('takes an amount of whole copies within the movable ones', () => {
    expect(transferAmount('1', 3)).toBe(1);
    expect(transferAmount(' 3 ', 3)).toBe(3);
    expect(transferAmount('4', 3)).toBeNull();
    expect(transferAmount('0', 3)).toBeNull();
    expect(transferAmount('1.5', 3)).toBeNull();
    expect(transferAmount('', 3)).toBeNull();
  });

  it('shortens the target', () => {
    expect(shortTarget(TARGET)).toBe('0xAbC0…0123');
  });
});
