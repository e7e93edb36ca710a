import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, Browser, csrfOf, pkce, signIn, startIdentity, type TestIdentity } from './helpers.ts';

/** A sign-in form of a fresh authorization, opened from `remoteAddress`. */
async function signInForm(t: TestIdentity, remoteAddress: string) {
  const browser = new Browser(t.base, { app: t.app, remoteAddress });
  const { challenge } = pkce();
  const start = await browser.follow(authorizeUrl(t, { code_challenge: challenge, code_challenge_method: 'S256' }));
  expect(start.res.status).toBe(200);
  const csrf = csrfOf(await start.res.text());
  const post = (email: string, password: string) =>
    browser.fetch(start.url, { method: 'POST', form: { csrf, email, password } });
  return { browser, post };
}

describe('sign-in throttling without lockout', () => {
  let t: TestIdentity;
  beforeAll(async () => {
    t = await startIdentity();
    await t.identity.accounts.create({ email: 'fan@example.org', password: 'right password', displayName: 'Fan' });
  });
  afterAll(() => t?.close());

  it('slows the guessing address down but lets the owner in from another address', async () => {
    const attacker = await signInForm(t, '203.0.113.66');
    const statuses: number[] = [];
    let slowed: Response | undefined;
    for (let i = 0; i < 8 && !slowed; i++) {
      const res = await attacker.post('fan@example.org', `wrong ${i}`);
      statuses.push(res.status);
      if (res.status === 429) slowed = res;
    }
    // Three failures are free, the fourth sets a one-second delay; the next try lands inside it.
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(slowed?.status).toBe(429);
    const retryAfter = Number(slowed!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(await slowed!.text()).toContain('Too many attempts');

    // The owner, elsewhere, is not kept out by the stranger's guesses.
    const fan = new Browser(t.base, { app: t.app, remoteAddress: '198.51.100.10' });
    const { location } = await signIn(t, 'fan@example.org', 'right password', {}, fan);
    expect(location.searchParams.get('code')).toBeTruthy();

    // Throttled, not locked: after the delay even the guessing address signs in with the right password.
    expect((await attacker.post('fan@example.org', 'right password')).status).toBe(429);
    await sleep(retryAfter * 1000 + 200);
    expect((await attacker.post('fan@example.org', 'right password')).status).toBe(303);
  });

  it('answers unknown e-mails exactly like known ones', async () => {
    const guesser = await signInForm(t, '203.0.113.67');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) known.push((await guesser.post('fan@example.org', `nope ${i}`)).status);
    for (let i = 0; i < 4; i++) unknown.push((await guesser.post('nobody@example.org', `nope ${i}`)).status);
    expect(unknown).toEqual(known);
  });
});

describe('the per-account failure budget', () => {
  let t: TestIdentity;
  beforeAll(async () => {
    t = await startIdentity({ rateLimits: { signInAccount: [4, 3600] } });
    await t.identity.accounts.create({ email: 'star@example.org', password: 'right password', displayName: 'Star' });
  });
  afterAll(() => t?.close());

  it('holds back addresses that failed themselves, never a correct password from any other address', async () => {
    // The owner signed in before from home; then a botnet spends the account's budget.
    const home = new Browser(t.base, { app: t.app, remoteAddress: '198.51.100.20' });
    await signIn(t, 'star@example.org', 'right password', {}, home);
    for (let i = 1; i <= 4; i++) {
      const bot = await signInForm(t, `203.0.113.${100 + i}`);
      expect((await bot.post('star@example.org', 'guess')).status).toBe(401);
    }
    const bot = await signInForm(t, '203.0.113.101');
    const held = await bot.post('star@example.org', 'another guess');
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(60);

    // A new authorization from home (the earlier session would sign in without the form).
    const again = await signIn(t, 'star@example.org', 'right password', {}, new Browser(t.base, home.origin));
    expect(again.location.searchParams.get('code')).toBeTruthy();
    const travelling = new Browser(t.base, { app: t.app, remoteAddress: '192.0.2.33' });
    const first = await signIn(t, 'star@example.org', 'right password', {}, travelling);
    expect(first.location.searchParams.get('code')).toBeTruthy();
  });
});
