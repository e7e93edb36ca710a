import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { addressKey, baseClassOf, BUDGETS, extraClassesOf, memoryRateLimitStore } from './rate-limit.ts';

describe('addressKey', () => {
  it('keeps IPv4 addresses as they are and unwraps IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 addresses by their /64, however they are written', () => {
    const key = '2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(key);
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe(key);
    expect(addressKey('2001:DB8:1:2:0:0:0:9%eth0')).toBe(key);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
  });
});

describe('request classes', () => {
  it('charges writes to the write budget unless the route declares its class', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(baseClassOf(undefined, method)).toBe('write');
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(baseClassOf(undefined, method)).toBe('read');
    expect(baseClassOf('post', 'POST')).toBe('post');
    expect(baseClassOf('search', 'GET')).toBe('search');
    expect(baseClassOf(false, 'POST')).toBe(false);
  });

  it('adds the upload budget for a multipart body and the search budget for a search parameter', () => {
    expect(extraClassesOf('post', 'multipart/form-data; boundary=x', {})).toEqual(['upload']);
    expect(extraClassesOf('write', 'application/json', {})).toEqual([]);
    expect(extraClassesOf('read', undefined, { search: 'goal' })).toEqual(['search']);
    expect(extraClassesOf('read', undefined, { search: '  ' })).toEqual([]);
    expect(extraClassesOf('read', undefined, { per_page: 100 })).toEqual([]);
    expect(extraClassesOf('search', undefined, { search: 'goal' })).toEqual([]);
    // A GET never counts as an upload, whatever content type it claims.
    expect(extraClassesOf('read', 'multipart/form-data', undefined)).toEqual([]);
  });

  it('gives every budget more room per address than per user', () => {
    for (const spec of Object.values(BUDGETS)) {
      if (spec.user !== null) expect(spec.address).toBeGreaterThanOrEqual(spec.user);
    }
  });
});

describe('memoryRateLimitStore', () => {
  it('hands out one limiter per budget, so apps given the same store share counters', async () => {
    const store = memoryRateLimitStore();
    const a = store.limiter('t:write:u', 2, 60);
    const b = store.limiter('t:write:u', 2, 60);
    expect(a).toBe(b);
    await a.consume('alice');
    await b.consume('alice');
    await expect(a.consume('alice')).rejects.toMatchObject({ remainingPoints: 0 });
  });
});

describe('rate limit configuration', () => {
  it('defaults both factors to 1 and reads whole numbers', () => {
    expect(loadConfig({})).toMatchObject({ rateLimitFactor: 1, rateLimitIpFactor: 1 });
    expect(loadConfig({ RATE_LIMIT_FACTOR: '3', RATE_LIMIT_IP_FACTOR: '50' })).toMatchObject({
      rateLimitFactor: 3,
      rateLimitIpFactor: 50,
    });
  });

  it('refuses factors below 1 or not whole, naming the variable', () => {
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_IP_FACTOR: '1.5' })).toThrow(/RATE_LIMIT_IP_FACTOR/);
  });
});
