import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nameHasDisallowedCharacters } from '@tribune/domain';
import { EmailTakenError, normalizeEmail, type Account } from './accounts.ts';
import { EMAIL_RE, MAX_DISPLAY_NAME, MAX_EMAIL, type Deps } from './deps.ts';
import { isLoopbackAddress } from './input.ts';
import { esc, layout, STYLESHEET, withQuery, type PageContext } from './pages.ts';
import { MAX_PASSWORD, MIN_PASSWORD } from './passwords.ts';
import { field } from './web.ts';
import { emailPage, outboxPage, registerPage, resetPage } from './views.ts';

type Q = { Querystring: Record<string, string | undefined> };

/** Password rules shared by registration and reset; the messages to show, none when fine. */
function passwordErrors(c: PageContext, password: string, confirm: string): string[] {
  if (password.length < MIN_PASSWORD) return [c.t('passwordTooShort')];
  if (password.length > MAX_PASSWORD) return [c.t('passwordTooLong')]; // absurd lengths only burn CPU
  return password === confirm ? [] : [c.t('passwordMismatch')];
}

/**
 * Validates and creates an account from the registration form and sends the verification
 * mail. Answers the request itself on any problem (and then returns undefined).
 */
export async function registerAccount(
  d: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  c: PageContext,
  uid: string | undefined,
): Promise<Account | undefined> {
  const email = normalizeEmail(field(req.body, 'email'));
  const displayName = field(req.body, 'displayName').trim();
  const render = (status: number, errors: string[]) => {
    d.web.send(reply, status, registerPage(c, uid, { email, displayName }, errors));
    return undefined;
  };
  if (!d.web.csrfOk(req)) return render(403, [c.t('formExpired')]);
  const wait = await d.limits.consume(d.limits.limiters.registerIp, req.ip);
  if (wait) {
    d.web.tooMany(reply, c, wait);
    return undefined;
  }
  const errors: string[] = [];
  if (!EMAIL_RE.test(email) || email.length > MAX_EMAIL) errors.push(c.t('emailInvalid'));
  if (!displayName || displayName.length > MAX_DISPLAY_NAME) errors.push(c.t('displayNameRequired'));
  else if (nameHasDisallowedCharacters(displayName)) errors.push(c.t('displayNameDisallowed'));
  errors.push(...passwordErrors(c, field(req.body, 'password'), field(req.body, 'passwordConfirm')));
  if (errors.length) return render(400, errors);
  let account: Account;
  try {
    account = await d.accounts.create({ email, displayName, password: field(req.body, 'password'), locale: c.lang });
  } catch (err) {
    if (err instanceof EmailTakenError) return render(409, [c.t('emailTaken')]);
    throw err;
  }
  const token = await d.accounts.issueToken('verify', account.id);
  const link = `${d.settings.issuer}${withQuery('/identity/verify', { token, lang: c.lang })}`;
  await d.mailer.send(email, c.t('verifySubject'), c.t('verifyMail', { name: displayName, link }));
  return account;
}

/** Registration, verification, recovery, reset, magic links, the stylesheet and the dev outbox. */
export async function accountRoutes(app: FastifyInstance, d: Deps): Promise<void> {
  const { web, accounts, limits } = d;
  const issuer = d.settings.issuer;

  app.get('/identity/assets/identity.css', async (_req, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(STYLESHEET),
  );

  app.get<Q>('/identity/register', async (req, reply) => {
    const c = web.page(req, reply);
    return web.send(reply, 200, registerPage(c, req.query.uid || undefined));
  });

  app.post('/identity/register', async (req, reply) => {
    const c = web.page(req, reply);
    const account = await registerAccount(d, req, reply, c, undefined);
    if (!account) return reply;
    return web.message(reply, c, 200, c.t('checkMailTitle'), c.t('checkMailText'));
  });

  app.get<Q>('/identity/verify', async (req, reply) => {
    const c = web.page(req, reply);
    const id = await accounts.consumeToken('verify', req.query.token ?? '');
    if (!id) return web.message(reply, c, 400, c.t('verifyTitle'), c.t('verifyBad'), true);
    await accounts.markVerified(id);
    // The same wallet creation as the app's prompt (docs/WALLET.md): the app's wallet page, where a
    // fan without a wallet chooses their own key or one the club keeps.
    const appUrl = d.settings.postLogoutRedirectUris[0];
    const wallet = appUrl ? `${new URL(appUrl).origin}/${c.lang}/wallet` : null;
    const offer = wallet
      ? `<p>${esc(c.t('walletOffer'))}</p><p><a class="button" href="${esc(wallet)}">${esc(c.t('walletSetup'))}</a></p>`
      : '';
    return web.send(reply, 200, layout(c, c.t('verifyTitle'), `<p>${esc(c.t('verifyOk'))}</p>${offer}`));
  });

  /**
   * The two "send me a link" forms. Both answer the same whatever the address, so they do
   * not reveal who has an account; limits apply per IP and per address.
   */
  function mailForm(path: string, kind: 'recover' | 'magic') {
    const texts = (c: PageContext) =>
      kind === 'recover'
        ? { title: c.t('recoverTitle'), intro: c.t('recoverIntro'), sent: c.t('recoverSent') }
        : { title: c.t('magicTitle'), intro: c.t('magicIntro'), sent: c.t('magicSent') };
    app.get<Q>(path, async (req, reply) => {
      const c = web.page(req, reply);
      const x = texts(c);
      return web.send(reply, 200, emailPage(c, path, x.title, x.intro, req.query.uid || undefined));
    });
    app.post(path, async (req, reply) => {
      const c = web.page(req, reply);
      const x = texts(c);
      if (!web.csrfOk(req))
        return web.send(reply, 403, emailPage(c, path, x.title, x.intro, undefined, [c.t('formExpired')]));
      const email = normalizeEmail(field(req.body, 'email'));
      if (!EMAIL_RE.test(email) || email.length > MAX_EMAIL) {
        return web.send(reply, 400, emailPage(c, path, x.title, x.intro, undefined, [c.t('emailInvalid')]));
      }
      const wait =
        (await limits.consume(limits.limiters.mailIp, req.ip)) ||
        (await limits.consume(limits.limiters.mailEmail, email));
      if (wait) return web.tooMany(reply, c, wait);
      const account = await accounts.findByEmail(email);
      if (account && account.status !== 'banned') {
        if (kind === 'recover') {
          const token = await accounts.issueToken('reset', account.id);
          const link = `${issuer}${withQuery('/identity/reset', { token, lang: c.lang })}`;
          await d.mailer.send(email, c.t('resetSubject'), c.t('resetMail', { name: account.displayName, link }));
        } else if (account.status === 'unlocked') {
          const token = await accounts.issueToken('login', account.id);
          const link = `${issuer}/?auth_token=${encodeURIComponent(token)}`;
          await d.mailer.send(email, c.t('magicSubject'), c.t('magicMail', { name: account.displayName, link }));
        }
      }
      return web.message(reply, c, 200, x.title, x.sent);
    });
  }
  mailForm('/identity/recover', 'recover');
  mailForm('/identity/magic-link', 'magic');

  app.get<Q>('/identity/reset', async (req, reply) => {
    const c = web.page(req, reply);
    const token = req.query.token ?? '';
    if (!(await accounts.peekToken('reset', token))) {
      return web.message(reply, c, 400, c.t('resetTitle'), c.t('resetBad'), true);
    }
    return web.send(reply, 200, resetPage(c, token));
  });

  app.post('/identity/reset', async (req, reply) => {
    const c = web.page(req, reply);
    const token = field(req.body, 'token');
    if (!web.csrfOk(req)) return web.send(reply, 403, resetPage(c, token, [c.t('formExpired')]));
    const errors = passwordErrors(c, field(req.body, 'password'), field(req.body, 'passwordConfirm'));
    if (errors.length) return web.send(reply, 400, resetPage(c, token, errors));
    const id = await accounts.consumeToken('reset', token);
    if (!id) return web.message(reply, c, 400, c.t('resetTitle'), c.t('resetBad'), true);
    // setPassword also revokes every grant: whoever knew the old password is signed out.
    await accounts.setPassword(id, field(req.body, 'password'));
    return web.message(reply, c, 200, c.t('resetTitle'), c.t('resetDone'));
  });

  if (d.devTools) {
    // Development only (DEV_TOOLS): the outbox shows every link that was mailed. Even then it
    // answers loopback connections only, as if it did not exist for anyone else.
    app.get<Q>('/identity/dev/outbox', async (req, reply) => {
      if (!isLoopbackAddress(req.socket.remoteAddress)) return reply.callNotFound();
      const mails = await d.mailer.list();
      if (req.query.format === 'json') return reply.header('cache-control', 'no-store').send(mails);
      return web.send(reply, 200, outboxPage(web.page(req, reply), mails));
    });
  }
}
