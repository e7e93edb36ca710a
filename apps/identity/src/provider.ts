import Provider, {
  errors,
  type Account as OidcAccount,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Account, AccountStore } from './accounts.ts';
import { PgAdapter } from './adapter.ts';
import type { Db } from './db/types.ts';
import { pickLang, translator } from './i18n.ts';
import type { Secrets } from './keys.ts';
import { esc, layout, type PageContext } from './pages.ts';

/** The grant type of one-time login tokens (magic links, native shell hand-off). */
export const LOGIN_TOKEN_GRANT = 'urn:tribune:params:oauth:grant-type:login-token';
/** The scopes the first-party app asks for and gets. */
export const APP_SCOPE = 'openid offline_access';

/** The settings the provider is built from (already defaulted). */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  apiAudience: string;
  /** The resource indicator of the API: must be an absolute URI, unlike the audience 'tribune-api'. */
  apiResource: string;
  accessTokenTtl: number;
  refreshAbsoluteTtl: number;
  instanceName: () => string;
}

/** A banned account asking for tokens: HTTP 404 `{"error":"account_banned"}` as ACCOUNTS.md fixes. */
export class AccountBanned extends errors.OIDCProviderError {
  constructor() {
    super(404, 'account_banned');
  }
}

/** The account claims shared by tokens and userinfo. */
export function accountClaims(a: Account) {
  return { email: a.email, email_verified: a.emailVerified, name: a.displayName, slug: a.slug, locale: a.locale };
}

type AccountWithRow = OidcAccount & { row: Account };

/** Language and page context for pages oidc-provider renders itself (logout, errors). */
function koaPage(ctx: KoaContextWithOIDC, s: ProviderSettings): PageContext {
  const lang = pickLang(ctx.oidc?.params?.ui_locales, ctx.query.lang, ctx.get('accept-language'));
  ctx.set('Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'; base-uri 'none'");
  return { lang, t: translator(lang), instance: s.instanceName(), csrf: '' };
}

/** Builds the configured oidc-provider instance. */
export function buildProvider(db: Db, accounts: AccountStore, secrets: Secrets, s: ProviderSettings): Provider {
  const secure = s.issuer.startsWith('https:');
  const cookie = { httpOnly: true, sameSite: 'lax', signed: true, secure } as const;

  const findAccount = async (_ctx: unknown, id: string): Promise<AccountWithRow | undefined> => {
    const row = await accounts.findById(id);
    // Banned and deleted accounts do not exist for oidc-provider, so their refresh tokens fail.
    if (!row || row.status === 'banned') return undefined;
    return { accountId: row.id, row, claims: () => ({ sub: row.id, ...accountClaims(row) }) };
  };

  const resourceServer = {
    audience: s.apiAudience,
    scope: 'api',
    accessTokenFormat: 'jwt',
    accessTokenTTL: s.accessTokenTtl,
    jwt: { sign: { alg: 'RS256' } },
  } as const;

  const config: Configuration = {
    adapter: (name: string) => new PgAdapter(db, name),
    clients: [
      {
        client_id: s.clientId,
        token_endpoint_auth_method: 'none',
        // oidc-provider only accepts custom schemes (tribune://) on native clients.
        application_type: [...s.redirectUris, ...s.postLogoutRedirectUris].every((u) => /^https?:/i.test(u))
          ? 'web'
          : 'native',
        grant_types: ['authorization_code', 'refresh_token', LOGIN_TOKEN_GRANT],
        response_types: ['code'],
        redirect_uris: s.redirectUris,
        post_logout_redirect_uris: s.postLogoutRedirectUris,
      },
    ],
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys, long: cookie, short: cookie },
    findAccount,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'slug', 'locale'] },
    routes: {
      authorization: '/oauth/authorize',
      token: '/oauth/token',
      jwks: '/oauth/jwks',
      end_session: '/oauth/logout',
      userinfo: '/oauth/me',
      revocation: '/oauth/revoke',
      // Everything else stays under /oauth too, so one mount prefix serves the whole provider.
      pushed_authorization_request: '/oauth/par',
      introspection: '/oauth/introspect',
      registration: '/oauth/register',
      backchannel_authentication: '/oauth/backchannel',
      code_verification: '/oauth/device',
      device_authorization: '/oauth/device/auth',
      challenge: '/oauth/challenge',
      credential: '/oauth/credential',
    } as Configuration['routes'],
    // Authorization code only: no implicit or hybrid flows are offered at all.
    responseTypes: ['code'],
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    interactions: { url: (_ctx, interaction) => `/identity/interaction/${interaction.uid}` },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Refresh tokens outlive the browser session: the app keeps them in its own cookies.
    expiresWithSession: async () => false,
    rotateRefreshToken: true,
    ttl: {
      AccessToken: s.accessTokenTtl,
      AuthorizationCode: 600,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 86400,
      Grant: s.refreshAbsoluteTtl,
      // Absolute lifetime counted from the first issue (iiat survives rotation); never 0, which means forever.
      RefreshToken: (_ctx, token) => {
        const iiat = (token as { iiat?: number }).iiat ?? Math.floor(Date.now() / 1000);
        return Math.max(1, iiat + s.refreshAbsoluteTtl - Math.floor(Date.now() / 1000));
      },
    },
    extraTokenClaims: async (ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      // The grant already loaded the account; reuse it rather than query again.
      const loaded = ctx.oidc.entities.Account as AccountWithRow | undefined;
      const row = loaded?.accountId === token.accountId ? loaded.row : await accounts.findById(token.accountId);
      return row ? accountClaims(row) : undefined;
    },
    clientBasedCORS: (_ctx, origin, client) =>
      origin !== 'null' &&
      [s.issuer, ...(client.redirectUris ?? [])].some((uri) => {
        try {
          return new URL(uri).origin === origin;
        } catch {
          return false;
        }
      }),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => s.apiResource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== s.apiResource) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, formHtml) => {
          const c = koaPage(ctx, s);
          const body = `<p>${esc(c.t('logoutQuestion', { instance: c.instance }))}</p>${formHtml}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${esc(c.t('logoutYes'))}</button>
<button type="submit" form="op.logoutForm" class="secondary">${esc(c.t('logoutNo'))}</button>`;
          ctx.body = layout(c, c.t('logoutTitle'), body);
        },
        postLogoutSuccessSource: async (ctx) => {
          const c = koaPage(ctx, s);
          ctx.body = layout(
            c,
            c.t('loggedOutTitle'),
            `<p>${esc(c.t('loggedOutText'))}</p><p><a href="/">${esc(c.t('backToApp'))}</a></p>`,
          );
        },
      },
    },
    renderError: async (ctx, out) => {
      const c = koaPage(ctx, s);
      ctx.type = 'html';
      ctx.body = layout(c, c.t('errorTitle'), `<p>${esc(c.t('errorText'))}</p>`, {
        errors: [[out.error, out.error_description].filter(Boolean).join(': ')],
      });
    },
  };

  const provider = new Provider(s.issuer, config);
  // Native clients accept any port on loopback redirect URIs (RFC 8252 7.3); ACCOUNTS.md wants
  // exact matching, so both checks become plain membership.
  const client = provider.Client.prototype as {
    redirectUriAllowed(v: string): boolean;
    postLogoutRedirectUriAllowed(v: string): boolean;
    redirectUris?: string[];
    postLogoutRedirectUris?: string[];
  };
  client.redirectUriAllowed = function (value) {
    return (this.redirectUris ?? []).includes(value);
  };
  client.postLogoutRedirectUriAllowed = function (value) {
    return (this.postLogoutRedirectUris ?? []).includes(value);
  };
  // Behind TLS termination Koa must trust X-Forwarded-Proto to set Secure cookies.
  provider.proxy = secure;
  return provider;
}
