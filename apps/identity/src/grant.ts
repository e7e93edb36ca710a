import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { AccountStore } from './accounts.ts';
import { AccountBanned, accountClaims, APP_SCOPE, LOGIN_TOKEN_GRANT, type ProviderSettings } from './provider.ts';

/**
 * Registers the login-token grant. It mirrors what oidc-provider's authorization_code grant
 * does (lib/actions/grants/authorization_code.js + helpers/grant_common.js): a Grant, then a
 * JWT access token for the API resource and a refresh token bound to the same grant, so the
 * ordinary refresh_token grant rotates it like any other.
 */
export function registerLoginTokenGrant(provider: Provider, accounts: AccountStore, s: ProviderSettings): void {
  provider.registerGrantType(
    LOGIN_TOKEN_GRANT,
    async (ctx) => {
      const token = ctx.oidc.params.login_token;
      if (typeof token !== 'string' || !token) {
        throw new errors.InvalidRequest("missing required parameter 'login_token'");
      }
      // Conditional UPDATE … WHERE used_at IS NULL: of two concurrent uses only one gets an id.
      const accountId = await accounts.consumeToken('login', token);
      if (!accountId) throw new errors.InvalidGrant('login token is invalid, used or expired');
      const row = await accounts.findById(accountId);
      if (!row) throw new errors.InvalidGrant('login token invalid (account not found)');
      if (row.status === 'banned') throw new AccountBanned();
      if (row.status === 'locked') throw new errors.InvalidGrant('account locked');

      const { client } = ctx.oidc;
      // extraTokenClaims reuses this row instead of querying again.
      ctx.oidc.entity('Account', { accountId, row, claims: () => ({ sub: accountId, ...accountClaims(row) }) });

      const grant = new provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope(APP_SCOPE);
      grant.addResourceScope(s.apiResource, 'api');
      const grantId = await grant.save();
      ctx.oidc.entity('Grant', grant);

      const authTime = Math.floor(Date.now() / 1000);
      const at = new provider.AccessToken({
        accountId,
        client,
        grantId,
        gty: LOGIN_TOKEN_GRANT,
        expiresWithSession: false,
      });
      at.resourceServer = new provider.ResourceServer(s.apiResource, {
        audience: s.apiAudience,
        scope: 'api',
        accessTokenFormat: 'jwt',
        accessTokenTTL: s.accessTokenTtl,
        jwt: { sign: { alg: 'RS256' } },
      });
      at.scope = 'api';
      ctx.oidc.entity('AccessToken', at);
      const accessToken = await at.save();

      const rt = new provider.RefreshToken({
        accountId,
        client,
        grantId,
        gty: LOGIN_TOKEN_GRANT,
        scope: APP_SCOPE,
        // The refresh grant re-derives the API resource from this (useGrantedResource).
        resource: s.apiResource,
        rotations: 0,
        authTime,
        expiresWithSession: false,
      });
      ctx.oidc.entity('RefreshToken', rt);
      const refreshToken = await rt.save();

      ctx.body = {
        access_token: accessToken,
        refresh_token: refreshToken,
        token_type: at.tokenType,
        expires_in: at.expiration,
      };
    },
    ['login_token'],
  );
}
