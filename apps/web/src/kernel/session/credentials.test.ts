import { describe, expect, it, vi } from 'vitest';
import { credentialsValid, parseCookie, readCredentials, storeCredentials } from './credentials.ts';

const NOW = 1_700_000_000_000;
const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: Record<string, unknown>) => `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}.sig`;
const cookies = (access?: string, refresh?: string) =>
  [access !== undefined ? `access-token=${access}` : '', refresh !== undefined ? `refresh-token=${refresh}` : '', 'x=1']
    .filter(Boolean)
    .join('; ');

describe('credentialsValid (cookies, jose decodeJwt)', () => {
  it('is valid with a refresh token, even beside a broken access token', () => {
    expect(credentialsValid(cookies(undefined, 'r1'), NOW)).toBe(true);
    expect(credentialsValid(cookies('not-a-jwt', 'r1'), NOW)).toBe(true);
  });

  it('without a refresh token needs an access token that expires more than 60 s from now', () => {
    expect(credentialsValid(cookies(jwt({ exp: NOW / 1000 + 61 })), NOW)).toBe(true);
    expect(credentialsValid(cookies(jwt({ exp: NOW / 1000 + 60 })), NOW)).toBe(false);
    expect(credentialsValid(cookies(jwt({ exp: NOW / 1000 - 1 })), NOW)).toBe(false);
    expect(credentialsValid(cookies(jwt({ sub: 'no-exp' })), NOW)).toBe(false);
  });

  it('counts cookies that fail to parse as empty', () => {
    expect(credentialsValid('', NOW)).toBe(false);
    expect(credentialsValid(cookies('not-a-jwt'), NOW)).toBe(false);
    expect(credentialsValid('access-token=%E0%A4%A; refresh-token=%E0%A4%A', NOW)).toBe(false);
    expect(credentialsValid('refresh-token=', NOW)).toBe(false);
  });
});

describe('readCredentials', () => {
  it('reads and decodes both cookies', () => {
    expect(readCredentials('a=1; access-token=x%2By; refresh-token=r')).toEqual({
      accessToken: 'x+y',
      refreshToken: 'r',
    });
    expect(parseCookie('access-token-old=1', 'access-token')).toBeNull();
  });
});

describe('reading the cookies', () => {
  it('reads document.cookie once per run of script and again after a write or the next microtask', async () => {
    let jar = 'refresh-token=r1';
    let reads = 0;
    const fakeDocument = {
      get cookie() {
        reads += 1;
        return jar;
      },
      set cookie(value: string) {
        const [pair] = value.split(';');
        jar = pair!.startsWith('refresh-token=') ? pair! : `${jar}; ${pair!}`;
      },
    };
    vi.stubGlobal('document', fakeDocument);
    vi.stubGlobal('location', { protocol: 'http:' });
    try {
      expect(readCredentials().refreshToken).toBe('r1');
      expect(credentialsValid()).toBe(true);
      expect(reads).toBe(1);
      storeCredentials({ access_token: 'a2', refresh_token: 'r2' });
      expect(readCredentials().refreshToken).toBe('r2');
      await Promise.resolve();
      jar = '';
      expect(readCredentials().refreshToken).toBeNull();
      expect(reads).toBe(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
