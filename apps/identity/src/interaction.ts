import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import { normalizeEmail } from './accounts.ts';
import { MAX_EMAIL, type Deps } from './deps.ts';
import type { PageContext } from './pages.ts';
import { MAX_PASSWORD } from './passwords.ts';
import { registerAccount } from './routes.ts';
import { field } from './web.ts';
import { loginPage } from './views.ts';

type Interaction = Awaited<ReturnType<Deps['provider']['interactionDetails']>>;
type UidParams = { Params: { uid: string } };

/** Sign-in pages of an oidc-provider interaction, plus registration that continues it. */
export async function interactionRoutes(app: FastifyInstance, d: Deps): Promise<void> {
  const { provider, web, limits } = d;

  /** The interaction of this browser, if it matches the URL; otherwise an error page was sent. */
  async function load(req: FastifyRequest<UidParams>, reply: FastifyReply): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(req.raw, reply.raw);
      if (interaction.uid === req.params.uid) return interaction;
    } catch {
      // No or expired interaction cookie: fall through to the error page.
    }
    const c = web.page(req, reply);
    web.message(reply, c, 400, c.t('errorTitle'), c.t('errorText'), true);
    return undefined;
  }

  /**
   * Signs the account in and grants the first-party client what it asked for: there is no
   * consent screen, so login and consent results are submitted together.
   */
  async function finish(req: FastifyRequest, reply: FastifyReply, interaction: Interaction, accountId: string) {
    const { params } = interaction;
    const clientId = String(params.client_id);
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant =
      existing && existing.accountId === accountId && existing.clientId === clientId
        ? existing
        : new provider.Grant({ accountId, clientId });
    if (typeof params.scope === 'string') grant.addOIDCScope(params.scope);
    grant.addResourceScope(d.settings.apiResource, 'api');
    const grantId = await grant.save();
    const result: InteractionResults = { login: { accountId }, consent: { grantId } };
    const returnTo = await provider.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.redirect(returnTo, 303);
  }

  /** Ends the authorization with an error the client sees at its redirect URI. */
  async function fail(req: FastifyRequest, reply: FastifyReply, error: string, description: string) {
    const result = { error, error_description: description };
    const returnTo = await provider.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.redirect(returnTo, 303);
  }

  app.get<UidParams>('/identity/interaction/:uid', async (req, reply) => {
    const interaction = await load(req, reply);
    if (!interaction) return reply;
    // Signed in already and only the grant is missing (e.g. a new scope): grant it silently.
    if (interaction.prompt.name === 'consent' && interaction.session?.accountId) {
      return finish(req, reply, interaction, interaction.session.accountId);
    }
    const c = web.page(req, reply, interaction.params.ui_locales);
    return web.send(reply, 200, loginPage(c, interaction.uid));
  });

  app.post<UidParams>('/identity/interaction/:uid', async (req, reply) => {
    const interaction = await load(req, reply);
    if (!interaction) return reply;
    const c: PageContext = web.page(req, reply, interaction.params.ui_locales);
    const email = normalizeEmail(field(req.body, 'email'));
    const password = field(req.body, 'password');
    const render = (status: number, errors: string[]) =>
      web.send(reply, status, loginPage(c, interaction.uid, email, errors));
    if (!web.csrfOk(req)) return render(403, [c.t('formExpired')]);

    // Over-long input cannot be a registered e-mail or password; refuse it before hashing.
    if (email.length > MAX_EMAIL || password.length > MAX_PASSWORD) return render(400, [c.t('wrongCredentials')]);

    const ipWait = await limits.consume(limits.limiters.signInIp, req.ip);
    if (ipWait) return web.tooMany(reply, c, ipWait);
    const pairWait = await limits.signIn.wait(email, req.ip);
    if (pairWait) return web.tooMany(reply, c, pairWait);

    const account = email ? await d.accounts.findByEmail(email) : undefined;
    const ok = account
      ? await d.hasher.verify(account.passwordHash, password)
      : (await d.hasher.waste(password), false);
    if (!account || !ok) {
      // Unknown e-mails are counted too, so the delays do not tell which accounts exist.
      await limits.signIn.failed(email, req.ip);
      return render(401, [c.t('wrongCredentials')]);
    }
    await limits.signIn.succeeded(email, req.ip);
    switch (account.status) {
      case 'banned':
        return fail(req, reply, 'access_denied', 'account_banned');
      case 'locked':
        return render(403, [c.t('accountLocked')]);
      case 'unlocked':
        // Unverified e-mails may sign in; the token says email_verified: false.
        return finish(req, reply, interaction, account.id);
    }
  });

  app.post<UidParams>('/identity/interaction/:uid/register', async (req, reply) => {
    const interaction = await load(req, reply);
    if (!interaction) return reply;
    const c = web.page(req, reply, interaction.params.ui_locales);
    const account = await registerAccount(d, req, reply, c, interaction.uid);
    if (!account) return reply;
    return finish(req, reply, interaction, account.id);
  });
}
