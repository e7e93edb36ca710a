import { describe, expect, it } from 'vitest';
import { reconnectDelay, RECONNECT_DELAYS_MS, socketUrl } from './socket.ts';

describe('realtime socket helpers', () => {
  it('backs off 1 s, 2 s, 5 s, then stays at 10 s, within the jitter band', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 20].map((a) => reconnectDelay(a, mid))).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
    expect(reconnectDelay(0, () => 0)).toBe(750);
    expect(reconnectDelay(9, () => 1)).toBe(12500);
    expect(RECONNECT_DELAYS_MS).toEqual([1000, 2000, 5000, 10000]);
  });

  it('uses wss on https pages and ws otherwise, on the same host', () => {
    expect(socketUrl({ protocol: 'https:', host: 'fans.example:8443' })).toBe('wss://fans.example:8443/v2/realtime');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/v2/realtime');
  });
});
