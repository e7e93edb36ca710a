import { describe, expect, it } from 'vitest';
import {
  areCredentialsValid,
  createSharedRefresh,
  isQuietProfileUpdate,
  localDay,
  loginPath,
  needsActivityRefresh,
  parseIdentityConfig,
  redirectAfterLogin,
  isGateFreePage,
  registrationGateApplies,
} from './auth.ts';
import type { RouteMatch } from './routes.ts';

const NOW = 1_700_000_000_000;
const expIn = (ms: number) => () => Math.floor((NOW + ms) / 1000);

describe('areCredentialsValid', () => {
  it('accepts any refresh token, whatever the access token', () => {
    const throwing = () => {
      throw new Error('bad');
    };
    expect(areCredentialsValid({ accessToken: null, refreshToken: 'r' }, NOW, throwing)).toBe(true);
    expect(areCredentialsValid({ accessToken: 'garbage', refreshToken: 'r' }, NOW, throwing)).toBe(true);
  });

  it('without a refresh token needs an access token valid for more than 60 s', () => {
    expect(areCredentialsValid({ accessToken: 'a', refreshToken: null }, NOW, expIn(61_000))).toBe(true);
    expect(areCredentialsValid({ accessToken: 'a', refreshToken: null }, NOW, expIn(60_000))).toBe(false);
    expect(areCredentialsValid({ accessToken: 'a', refreshToken: null }, NOW, expIn(-5_000))).toBe(false);
  });

  it('treats missing, undecodable or exp-less tokens as empty', () => {
    expect(areCredentialsValid({ accessToken: null, refreshToken: null }, NOW, expIn(600_000))).toBe(false);
    expect(areCredentialsValid({ accessToken: '', refreshToken: '' }, NOW, expIn(600_000))).toBe(false);
    const throwing = () => {
      throw new Error('not a JWT');
    };
    expect(areCredentialsValid({ accessToken: 'x', refreshToken: null }, NOW, throwing)).toBe(false);
    expect(areCredentialsValid({ accessToken: 'x', refreshToken: null }, NOW, () => undefined)).toBe(false);
  });
});

describe('createSharedRefresh', () => {
  function setup(fail = false) {
    let clock = 0;
    let calls = 0;
    const resolvers: (() => void)[] = [];
    const refresh = () =>
      new Promise<number>((resolve, reject) => {
        calls++;
        const n = calls;
        resolvers.push(() => (fail ? reject(new Error(`fail ${n}`)) : resolve(n)));
      });
    const shared = createSharedRefresh(refresh, () => clock);
    return {
      shared,
      calls: () => calls,
      settle: () => resolvers.shift()?.(),
      tick: (ms: number) => {
        clock += ms;
      },
    };
  }

  it('gives concurrent callers one attempt', async () => {
    const s = setup();
    const a = s.shared();
    const b = s.shared();
    expect(a).toBe(b);
    s.tick(5_000); // a slow refresh is still shared
    const c = s.shared();
    s.settle();
    expect(await Promise.all([a, b, c])).toEqual([1, 1, 1]);
    expect(s.calls()).toBe(1);
  });

  it('reuses a finished attempt for 1000 ms, then starts a new one', async () => {
    const s = setup();
    const a = s.shared();
    s.settle();
    await a;
    s.tick(999);
    expect(await s.shared()).toBe(1);
    s.tick(1);
    const next = s.shared();
    s.settle();
    expect(await next).toBe(2);
    expect(s.calls()).toBe(2);
  });

  it('shares a failure too, and retries after the window', async () => {
    const s = setup(true);
    const a = s.shared();
    const b = s.shared();
    s.settle();
    await expect(a).rejects.toThrow('fail 1');
    await expect(b).rejects.toThrow('fail 1');
    await expect(s.shared()).rejects.toThrow('fail 1');
    s.tick(1_000);
    const c = s.shared();
    s.settle();
    await expect(c).rejects.toThrow('fail 2');
  });
});

describe('redirectAfterLogin', () => {
  it('goes to the stored redirect', () => {
    expect(redirectAfterLogin('/de/settings', 'de')).toBe('/de/settings');
    expect(redirectAfterLogin('/en/p/privacy/?x=1#top', 'en')).toBe('/en/p/privacy/?x=1#top');
  });

  it('goes to the locale root without a redirect', () => {
    expect(redirectAfterLogin(null, 'it')).toBe('/it/');
    expect(redirectAfterLogin(undefined, 'en')).toBe('/en/');
    expect(redirectAfterLogin('', 'en')).toBe('/en/');
  });

  it('goes to the root when the redirect points at the login or callback page', () => {
    for (const path of [
      '/en/account/login',
      '/account/login?redirect=%2Fen%2F',
      '/de/account/login/',
      '/account/redirect?code=x',
    ]) {
      expect(redirectAfterLogin(path, 'de'), path).toBe('/de/');
    }
    expect(redirectAfterLogin('/en/account/loginx', 'en')).toBe('/en/account/loginx');
  });

  it('refuses redirects that leave the origin', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(redirectAfterLogin(path, 'en'), path).toBe('/en/');
    }
  });

  it('builds the login path with an encoded redirect', () => {
    expect(loginPath('en', '/en/settings?tab=a')).toBe('/en/account/login?redirect=%2Fen%2Fsettings%3Ftab%3Da');
    expect(loginPath('de')).toBe('/de/account/login');
  });
});

describe('isQuietProfileUpdate', () => {
  it('is quiet only when every field is welcomed_at, nft_trading_help_seen or notification_token', () => {
    expect(isQuietProfileUpdate(['welcomed_at'])).toBe(true);
    expect(isQuietProfileUpdate(['nft_trading_help_seen', 'notification_token'])).toBe(true);
    expect(isQuietProfileUpdate(['welcomed_at', 'display_name'])).toBe(false);
    expect(isQuietProfileUpdate([])).toBe(false);
  });
});

describe('needsActivityRefresh', () => {
  it('compares last_day_active with the local day', () => {
    const now = new Date(2025, 0, 9, 23, 30);
    expect(localDay(now)).toBe('2025-01-09');
    expect(needsActivityRefresh('2025-01-09', now)).toBe(false);
    expect(needsActivityRefresh('2025-01-08', now)).toBe(true);
    expect(needsActivityRefresh(null, now)).toBe(true);
  });
});

describe('registrationGateApplies', () => {
  const page = (name: string, params: Record<string, string> = {}) =>
    ({ kind: 'page', name, locale: 'en', params, protected: false }) as RouteMatch;
  const on = (match: RouteMatch, guest = true) => registrationGateApplies({ enabled: true, guest, match });

  it('gates guests on ordinary pages and unknown paths', () => {
    expect(on(page('home'))).toBe(true);
    expect(on(page('staticPage', { slug: 'about' }))).toBe(true);
    expect(on({ kind: 'notFound', locale: 'en' })).toBe(true);
  });

  it('leaves error, account, imprint, privacy and tos pages open', () => {
    for (const name of ['error', 'login', 'accountRedirect', 'register', 'recover', 'reset']) {
      expect(on(page(name)), name).toBe(false);
    }
    for (const slug of ['imprint', 'privacy', 'tos']) expect(on(page('staticPage', { slug }))).toBe(false);
  });

  it('leaves the translated slugs of imprint, privacy and tos open once the page tells them', () => {
    const datenschutz = page('staticPageInMenu', { slug: 'datenschutz' });
    expect(on(datenschutz)).toBe(true);
    expect(registrationGateApplies({ enabled: true, guest: true, match: datenschutz, pageSlugs: ['privacy'] })).toBe(
      false,
    );
    expect(registrationGateApplies({ enabled: true, guest: true, match: datenschutz, pageSlugs: ['about'] })).toBe(
      true,
    );
    expect(isGateFreePage('Impressum', ['imprint'])).toBe(true);
    expect(isGateFreePage('ueber-uns', ['about-us'])).toBe(false);
  });

  it('never gates signed-in users or open instances', () => {
    expect(on(page('home'), false)).toBe(false);
    expect(registrationGateApplies({ enabled: false, guest: true, match: page('home') })).toBe(false);
  });
});

describe('parseIdentityConfig', () => {
  it('reads the identity object of module-config.json', () => {
    const cfg = {
      issuer: 'https://id.example',
      client_id: 'c',
      authorization_endpoint: 'https://id.example/a',
      token_endpoint: 'https://id.example/t',
      end_session_endpoint: 'https://id.example/l',
      registration_url: 'https://id.example/r',
      recovery_url: 'https://id.example/rc',
    };
    expect(parseIdentityConfig(cfg, 'http://x')).toEqual(cfg);
  });

  it('falls back to the embedded service at the origin', () => {
    expect(parseIdentityConfig(undefined, 'http://localhost:3000')).toEqual({
      issuer: 'http://localhost:3000',
      client_id: 'tribune-web',
      authorization_endpoint: 'http://localhost:3000/oauth/authorize',
      token_endpoint: 'http://localhost:3000/oauth/token',
      end_session_endpoint: 'http://localhost:3000/oauth/logout',
      registration_url: 'http://localhost:3000/identity/register',
      recovery_url: 'http://localhost:3000/identity/recover',
    });
  });
});
