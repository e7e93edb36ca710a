import { describe, expect, it, vi } from 'vitest';
import { WALLET_MESSAGE_SOURCE } from '@tribune/domain/wallet-frame';
import { ParentBridge, StorageError, resolveParentOrigin, type BridgeWindow } from './parent.ts';

const APP = 'https://fans.example.com';
const RETURN = `${APP}/en/wallet?x=1`;

describe('resolveParentOrigin', () => {
  it('takes ancestorOrigins first, and requires return-url to share the origin', () => {
    expect(resolveParentOrigin({ inFrame: true, ancestorOrigins: [APP], referrer: '', returnUrl: RETURN })).toBe(APP);
    expect(
      resolveParentOrigin({
        inFrame: true,
        ancestorOrigins: ['https://evil.example'],
        referrer: RETURN,
        returnUrl: RETURN,
      }),
    ).toBeNull();
  });
  it('falls back to the referrer when ancestorOrigins is missing', () => {
    expect(resolveParentOrigin({ inFrame: true, referrer: `${APP}/x`, returnUrl: RETURN })).toBe(APP);
    expect(resolveParentOrigin({ inFrame: true, referrer: 'https://evil.example/', returnUrl: RETURN })).toBeNull();
    expect(resolveParentOrigin({ inFrame: true, referrer: '', returnUrl: RETURN })).toBeNull();
  });
  it('refuses outside a frame, without or with a bad return-url, and opaque origins', () => {
    expect(
      resolveParentOrigin({ inFrame: false, ancestorOrigins: [APP], referrer: RETURN, returnUrl: RETURN }),
    ).toBeNull();
    expect(resolveParentOrigin({ inFrame: true, ancestorOrigins: [APP], referrer: '', returnUrl: null })).toBeNull();
    expect(
      resolveParentOrigin({ inFrame: true, ancestorOrigins: [APP], referrer: '', returnUrl: 'not a url' }),
    ).toBeNull();
    expect(
      resolveParentOrigin({ inFrame: true, ancestorOrigins: ['null'], referrer: '', returnUrl: RETURN }),
    ).toBeNull();
    expect(
      resolveParentOrigin({
        inFrame: true,
        ancestorOrigins: ['http://fans.example.com'],
        referrer: '',
        returnUrl: RETURN,
      }),
    ).toBeNull();
  });
});

function fakeWindow() {
  const posted: { message: Record<string, unknown>; origin: string }[] = [];
  let listener: ((event: MessageEvent) => void) | null = null;
  const parent = {
    postMessage: (message: unknown, origin: string) =>
      void posted.push({ message: message as Record<string, unknown>, origin }),
  };
  const win: BridgeWindow = { parent, addEventListener: (_type, l) => void (listener = l) };
  const deliver = (data: unknown, opts: { origin?: string; source?: unknown } = {}) =>
    listener?.({ data, origin: opts.origin ?? APP, source: 'source' in opts ? opts.source : parent } as MessageEvent);
  return { win, posted, deliver };
}

describe('ParentBridge', () => {
  it('posts to the parent origin only, with the marker', () => {
    const { win, posted } = fakeWindow();
    new ParentBridge(win, APP).post({ type: 'closeIframe', reason: 'cancelled' });
    expect(posted).toEqual([
      { message: { type: 'closeIframe', reason: 'cancelled', source: WALLET_MESSAGE_SOURCE }, origin: APP },
    ]);
  });

  it('answers storage requests from matching results and ignores everything else', async () => {
    const { win, posted, deliver } = fakeWindow();
    const bridge = new ParentBridge(win, APP, () => 'req-1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pending = bridge.get('@ncw/wallet');
    expect(posted[0]?.message).toMatchObject({ type: 'storageGet', requestId: 'req-1', key: '@ncw/wallet' });
    const answer = { source: WALLET_MESSAGE_SOURCE, type: 'storageResult', requestId: 'req-1', ok: true, value: 'v' };
    deliver(answer, { origin: 'https://evil.example' });
    deliver(answer, { source: null });
    deliver({ ...answer, source: 'other' });
    deliver({ ...answer, requestId: 'req-2' });
    expect(bridge.ignored).toBe(4);
    expect(warn).toHaveBeenCalledTimes(1);
    deliver(answer);
    await expect(pending).resolves.toBe('v');
    warn.mockRestore();
  });

  it('rejects refused requests, keys outside @ncw/ and times out after 5 s', async () => {
    vi.useFakeTimers();
    try {
      const { win, deliver } = fakeWindow();
      let n = 0;
      const bridge = new ParentBridge(win, APP, () => `r${++n}`);
      const refused = bridge.set('@ncw/wallet', 'x');
      deliver({ source: WALLET_MESSAGE_SOURCE, type: 'storageResult', requestId: 'r1', ok: false, value: null });
      await expect(refused).rejects.toBeInstanceOf(StorageError);
      await expect(bridge.get('other')).rejects.toBeInstanceOf(StorageError);
      const slow = bridge.remove('@ncw/wallet');
      const check = expect(slow).rejects.toThrow('storage timeout');
      await vi.advanceTimersByTimeAsync(5000);
      await check;
    } finally {
      vi.useRealTimers();
    }
  });
});
