import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses, oneDoc } from '../../http/schemas.ts';
import { mountSettingsRoutes } from '../../http/settings-routes.ts';
import { callerOf } from '../auth/index.ts';
import { CodeListQuery, CommunitySettingsBody, RedeemBody } from './input.ts';

const tags = ['invitation_codes'];

/**
 * Invitation codes (docs/COMMUNITY.md "Invitation codes"): the caller's codes, creating one (no
 * payload), redeeming one; the admins' community settings (the requirement and the open-code limit).
 */
export async function invitationRoutes(app: App): Promise<void> {
  const invitations = app.invitations;

  app.get(
    '/v2/invitation_codes',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your invitation codes, newest first; a redeemed code has its invitee (included)',
        querystring: CodeListQuery,
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('InvitationCode')),
            included: Type.Array(Type.Ref('UserSummary')),
            meta: Type.Object({
              open_codes: Type.Integer({ description: 'Your codes nobody has redeemed yet.' }),
              open_codes_limit: Type.Union([Type.Integer(), Type.Null()], {
                description: 'How many open codes you may hold (null: no limit, for admins).',
              }),
            }),
          }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await invitations.list(callerOf(req), page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: out.meta };
    },
  );

  app.post(
    '/v2/invitation_codes',
    {
      config: { access: 'user', rateLimit: 'post' },
      schema: {
        tags,
        summary:
          'Create an invitation code (no payload): from_owner for the instance owners, from_admin for admins, from_member for members, who may hold a limited number of open codes',
        response: {
          201: oneDoc('InvitationCode'),
          ...errorResponses(400, 401, 422),
        },
      },
    },
    async (req, reply) => reply.code(201).send(await invitations.create(callerOf(req))),
  );

  app.post(
    '/v2/invitation_codes/redeem',
    {
      config: { access: 'user', beforeInvitation: true, rateLimit: 'post' },
      schema: {
        tags,
        summary:
          'Redeem an invitation code as the signed-in user (once per user, once per code; callable before any invitation)',
        body: RedeemBody,
        response: {
          200: oneDoc('InvitationCodeRedemption'),
          ...errorResponses(400, 401, 404, 409, 422),
        },
      },
    },
    async (req) => invitations.redeem(callerOf(req), req.body.code),
  );

  mountSettingsRoutes(app, {
    path: '/v2/admin/community_settings',
    schema: 'CommunitySettings',
    summaries: {
      show: "The instance's community settings: whether an invitation is required, the open codes per member",
      change: "Change the instance's community settings (audited)",
    },
    body: CommunitySettingsBody,
    read: () => invitations.settings(),
    save: (req, body) => invitations.saveSettings(callerOf(req), body.community_settings),
  });
}
