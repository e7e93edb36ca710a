import { describe, expect, it } from 'vitest';
import { credentialsValid, parseCookie, readCredentials } from './credentials.ts';

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
