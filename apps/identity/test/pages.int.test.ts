import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, csrfOf, exchange, signIn, startIdentity, token, type TestIdentity } from './helpers.ts';

let t: TestIdentity;

beforeAll(async () => {
  t = await startIdentity({ instanceName: () => 'FC <Example>' });
});
afterAll(() => t?.close());

/** GETs a form page and POSTs it back with the given fields. */
async function submit(b: Browser, pageUrl: string, fields: Record<string, string>, action = pageUrl.split('?')[0]!) {
  const page = await b.fetch(pageUrl);
  expect(page.status, pageUrl).toBe(200);
  return b.fetch(action, { method: 'POST', form: { csrf: csrfOf(await page.text()), ...fields } });
}

const lastMailTo = async (to: string) => (await t.outbox()).filter((m) => m.to === to).at(-1);

describe('registration', () => {
  it('refuses a password under 8 characters on the server', async () => {
    const b = new Browser(t.base);
    const res = await submit(b, '/identity/register', {
      email: 'short@example.org',
      displayName: 'Short',
      password: 'seven77',
      passwordConfirm: 'seven77',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Password must be at least 8 characters');
    expect(html).toMatch(/role="alert"/);
    expect(await lastMailTo('short@example.org')).toBeUndefined(); // no account, no mail
  });

  it('refuses a display name with a right-to-left override or a noncharacter, in the page language', async () => {
    for (const [displayName, lang, text] of [
      ['evil\u202Egnp.exe', 'en', 'cannot hold text-direction controls'],
      ['Fan\uFFFF', 'de', 'keine Textrichtungs-Steuerzeichen'],
      ['\u2066Fan\u2069', 'it', 'caratteri di controllo della direzione'],
    ] as const) {
      const b = new Browser(t.base);
      const email = `spoof-${lang}@example.org`;
      const res = await submit(
        b,
        `/identity/register?lang=${lang}`,
        { email, displayName, password: 'long enough', passwordConfirm: 'long enough' },
        `/identity/register?lang=${lang}`,
      );
      expect(res.status, displayName).toBe(400);
      expect(await res.text()).toContain(text);
      expect(await lastMailTo(email)).toBeUndefined();
    }
  });

  it('registers, mails a verification link that works once, and keeps e-mails unique', async () => {
    const b = new Browser(t.base);
    const res = await submit(b, '/identity/register', {
      email: 'New.Fan@Example.org',
      displayName: 'Zoë Fan',
      password: 'long enough',
      passwordConfirm: 'long enough',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Check your mail');
    const mail = await lastMailTo('new.fan@example.org');
    expect(mail?.subject).toBe('Confirm your e-mail address');
    const link = mail!.links[0]!;
    expect(link.startsWith(`${t.base}/identity/verify?token=`)).toBe(true);
    const verify = await b.fetch(link);
    expect(verify.status).toBe(200);
    const verified = await verify.text();
    expect(verified).toContain('confirmed');
    // The identity offers the wallet creation after registration: the app's wallet page.
    expect(verified).toMatch(/<a class="button" href="http:\/\/[^"]+\/en\/wallet">Set up your wallet<\/a>/);
    expect((await b.fetch(link)).status).toBe(400);

    const dupe = await submit(new Browser(t.base), '/identity/register', {
      email: 'NEW.FAN@example.org',
      displayName: 'Zoë Fan',
      password: 'long enough',
      passwordConfirm: 'long enough',
    });
    expect(dupe.status).toBe(409);

    // Signs in with the new account; the slug is derived and the e-mail verified.
    const { location, verifier } = await signIn(t, 'new.fan@example.org', 'long enough');
    const tokens = await exchange(t, location.searchParams.get('code')!, verifier);
    expect(decodeJwt(tokens.body.access_token as string)).toMatchObject({ slug: 'zoe-fan', email_verified: true });
  });

  it('continues the authorization after registering from the sign-in page', async () => {
    const b = new Browser(t.base);
    const start = await b.follow(
      `/oauth/authorize?${new URLSearchParams({
        client_id: 'tribune-web',
        redirect_uri: t.redirectUri,
        response_type: 'code',
        scope: 'openid offline_access',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })}`,
    );
    const uid = start.url.split('/').pop()!;
    const html = await start.res.text();
    expect(html).toContain(`/identity/register?uid=${uid}`);
    const res = await submit(
      b,
      `/identity/register?uid=${uid}`,
      { email: 'flow@example.org', displayName: 'Flow', password: 'long enough', passwordConfirm: 'long enough' },
      `/identity/interaction/${uid}/register`,
    );
    expect(res.status).toBe(303);
    const done = await b.follow(res.headers.get('location')!);
    expect(new URL(done.url).searchParams.get('code')).toBeTruthy();
  });
});

describe('recovery', () => {
  it('recovers, resets, revokes old refresh tokens and signs in with the new password', async () => {
    await t.identity.accounts.create({ email: 'lost@example.org', password: 'old password', displayName: 'Lost' });
    const before = await signIn(t, 'lost@example.org', 'old password');
    const old = await exchange(t, before.location.searchParams.get('code')!, before.verifier);

    const b = new Browser(t.base);
    const res = await submit(b, '/identity/recover', { email: 'lost@example.org' });
    expect(res.status).toBe(200);
    const unknown = await submit(b, '/identity/recover', { email: 'nobody@example.org' });
    expect(await unknown.text()).toBe(
      await (await submit(b, '/identity/recover', { email: 'lost@example.org' })).text(),
    );

    const link = (await lastMailTo('lost@example.org'))!.links[0]!;
    expect(link).toContain('/identity/reset?token=');
    const token_ = new URL(link).searchParams.get('token')!;
    const short = await submit(
      b,
      link,
      { token: token_, password: 'short', passwordConfirm: 'short' },
      '/identity/reset',
    );
    expect(short.status).toBe(400);
    const ok = await submit(
      b,
      link,
      { token: token_, password: 'new password', passwordConfirm: 'new password' },
      '/identity/reset',
    );
    expect(ok.status).toBe(200);
    expect((await b.fetch(link)).status).toBe(400); // used

    const refresh = await token(t, { grant_type: 'refresh_token', refresh_token: old.body.refresh_token as string });
    expect(refresh.status).toBe(400);
    const after = await signIn(t, 'lost@example.org', 'new password');
    expect(after.location.searchParams.get('code')).toBeTruthy();
    await expect(signIn(t, 'lost@example.org', 'old password')).rejects.toThrow(/401/);
  });

  it('mails a one-time magic link carrying an auth_token for the login-token grant', async () => {
    await t.identity.accounts.create({ email: 'link@example.org', password: 'whatever1', displayName: 'Link' });
    const res = await submit(new Browser(t.base), '/identity/magic-link', { email: 'link@example.org' });
    expect(res.status).toBe(200);
    const link = new URL((await lastMailTo('link@example.org'))!.links[0]!);
    expect(link.pathname).toBe('/');
    const loginToken = link.searchParams.get('auth_token')!;
    const grant = await token(t, {
      grant_type: 'urn:tribune:params:oauth:grant-type:login-token',
      login_token: loginToken,
    });
    expect(grant.status).toBe(200);
  });
});

describe('pages', () => {
  it('renders the sign-in page in de and it, escaped, with the security headers', async () => {
    for (const [lang, heading] of [
      ['de', 'Bei FC &lt;Example&gt; anmelden'],
      ['it', 'Accedi a FC &lt;Example&gt;'],
    ] as const) {
      const b = new Browser(t.base);
      const start = await b.follow(
        `/oauth/authorize?${new URLSearchParams({
          client_id: 'tribune-web',
          redirect_uri: t.redirectUri,
          response_type: 'code',
          scope: 'openid offline_access',
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          code_challenge_method: 'S256',
          ui_locales: lang,
        })}`,
      );
      const html = await start.res.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(heading);
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html).not.toContain('<script');
      expect(start.res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    const recover = await new Browser(t.base).fetch('/identity/recover', {
      headers: { 'accept-language': 'it-IT,it;q=0.9' },
    });
    expect(await recover.text()).toContain('Reimposta la password');
    const reg = await new Browser(t.base).fetch('/identity/register?lang=de');
    expect(await reg.text()).toContain('Konto erstellen');
    const css = await fetch(`${t.base}/identity/assets/identity.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('refuses a form without its CSRF token', async () => {
    const res = await new Browser(t.base).fetch('/identity/recover', {
      method: 'POST',
      form: { email: 'x@example.org', csrf: 'forged' },
    });
    expect(res.status).toBe(403);
  });

  it('lists the outbox in development', async () => {
    const res = await fetch(`${t.base}/identity/dev/outbox`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<a href="http://127.0.0.1');
  });

  it('answers 429 with Retry-After once an address keeps guessing one e-mail', async () => {
    await t.identity.accounts.create({ email: 'limit@example.org', password: 'right password', displayName: 'L' });
    const b = new Browser(t.base);
    const start = await b.follow(
      `/oauth/authorize?${new URLSearchParams({
        client_id: 'tribune-web',
        redirect_uri: t.redirectUri,
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })}`,
    );
    const csrf = csrfOf(await start.res.text());
    const statuses: number[] = [];
    let last: Response | undefined;
    // Three free failures, then growing delays (1 s, 2 s…): one of the next tries lands inside one.
    for (let i = 0; i < 8 && last?.status !== 429; i++) {
      last = await b.fetch(start.url, {
        method: 'POST',
        form: { csrf, email: 'limit@example.org', password: 'wrong' },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.text()).toContain('Too many attempts');
    // Even the right password waits out the delay from this address (others: throttle.int.test.ts).
    const right = await b.fetch(start.url, {
      method: 'POST',
      form: { csrf, email: 'limit@example.org', password: 'right password' },
    });
    expect(right.status).toBe(429);
  });
});

describe('sign-out', () => {
  it('renders the translated logout page with oidc-provider’s xsrf form', async () => {
    const { browser } = await signIn(t, 'new.fan@example.org', 'long enough');
    const res = await browser.fetch('/oauth/logout?ui_locales=de');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Ja, abmelden');
    expect(html).toMatch(/name="xsrf"/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const confirm = await browser.fetch('/oauth/logout/confirm', { method: 'POST', form: { xsrf, logout: 'yes' } });
    expect(confirm.status).toBe(303);
    const done = await browser.follow(confirm.headers.get('location')!);
    expect(await done.res.text()).toContain('Signed out');
  });
});
