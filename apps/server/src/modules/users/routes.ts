import fastifyMultipart from '@fastify/multipart';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Type } from 'typebox';
import { moduleEnabled } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { ProfileBody, ProfileParams, readProfileForm, UserIdParams } from './input.ts';
import { MEDIA_KEY } from '../../platform/user-media.ts';
import {
  presentBlockState,
  presentCurrentUser,
  presentOrganization,
  presentPublicProfile,
  shownOrganizationId,
  withProfileFieldAnswers,
  type PresentContext,
} from './presenter.ts';

const tags = ['users'];

/** The current user (/v2/user/show, /auth), public profiles, blocks and the uploaded media. */
export async function userRoutes(app: App): Promise<void> {
  // Multipart (profile images) only in this plugin's scope: its per-request hooks stay off the
  // routes that never take uploads, the hot customizer routes above all.
  await app.register(fastifyMultipart, {
    // Fields: the profile's own and the profile field answers (profile_fields[i][values][] each a part).
    limits: { fileSize: app.config.uploadMaxBytes, files: 2, fields: 250, fieldSize: 16 * 1024, parts: 252 },
  });
  const ctx = (): PresentContext => {
    const { words, config, flags } = app.instance.snapshot();
    return {
      publicUrl: app.config.mediaBaseUrl,
      profilesWord: words.profiles ?? 'profiles',
      organizations: moduleEnabled('organizations', config, flags),
    };
  };
  /** The organization of a presented user for `included`, when it is shown (see PresentContext). */
  const included = async (row: Parameters<typeof shownOrganizationId>[0], c: PresentContext) => {
    const id = shownOrganizationId(row, c);
    const organization = id === null ? undefined : await app.users.organization(id);
    return organization ? [presentOrganization(organization)] : [];
  };

  app.get(
    '/v2/user/show',
    {
      config: { access: 'user', beforeInvitation: true },
      schema: {
        tags,
        summary: 'The signed-in user',
        response: {
          200: Type.Object({
            data: Type.Ref('CurrentUser'),
            included: Type.Array(Type.Union([Type.Ref('Organization'), Type.Ref('UserProfileField')])),
          }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const c = ctx();
      const [user, open, wallet, invitation, answers] = await Promise.all([
        app.users.show(caller),
        app.notifications.openCount(caller.user.id),
        app.chain.current()?.wallets.facts(caller.user.id),
        app.callers.mustRedeemInvitation(caller),
        app.users.profileFieldAnswers(caller.user.id),
      ]);
      return {
        data: withProfileFieldAnswers(presentCurrentUser(user, c, open, wallet, invitation), answers),
        included: [...(await included(user, c)), ...answers],
      };
    },
  );

  app.put(
    '/auth',
    {
      config: { access: 'user', beforeInvitation: true },
      schema: {
        tags,
        summary:
          'Update the signed-in user (JSON, or multipart with avatar_file and hero_medium_file); profile_fields replaces the answers to the given profile fields',
        body: { content: { 'application/json': { schema: ProfileBody } } },
        response: {
          200: Type.Object({ data: Type.Ref('CurrentUser'), included: Type.Array(Type.Ref('UserProfileField')) }),
          ...errorResponses(400, 401, 404, 422),
          413: Type.Ref('ErrorBody'),
        },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const form = await readProfileForm(req, app.config.uploadMaxBytes);
      const user = await app.users.updateProfile(caller, form);
      const [open, wallet, invitation, answers] = await Promise.all([
        app.notifications.openCount(user.id),
        app.chain.current()?.wallets.facts(user.id),
        app.callers.mustRedeemInvitation(caller),
        app.users.profileFieldAnswers(user.id),
      ]);
      return {
        data: withProfileFieldAnswers(presentCurrentUser(user, ctx(), open, wallet, invitation), answers),
        included: answers,
      };
    },
  );

  app.delete(
    '/auth',
    {
      config: { access: 'user', beforeInvitation: true },
      schema: {
        tags,
        summary: 'Delete the signed-in user and their identity account',
        response: { 204: Type.Null(), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      await app.users.deleteAccount(callerOf(req));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v2/profiles/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A user's public profile",
        params: ProfileParams,
        response: {
          200: Type.Object({ data: Type.Ref('PublicProfile'), included: Type.Array(Type.Ref('Organization')) }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req) => {
      const { user, blocks } = await app.users.profile(req.params.slug, req.caller);
      const c = ctx();
      return { data: presentPublicProfile(user, blocks, c), included: await included(user, c) };
    },
  );

  app.post(
    '/v2/users/:id/toggle_block',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Block or unblock a user',
        params: UserIdParams,
        response: { 200: Type.Object({ data: Type.Ref('UserBlockState') }), ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (req) => {
      const { targetId, blocks } = await app.users.toggleBlock(callerOf(req), Number(req.params.id));
      return { data: presentBlockState(targetId, blocks) };
    },
  );

  app.get('/media/*', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    if (!MEDIA_KEY.test(key)) throw new AppError('NOT_FOUND');
    const file = app.media.file(key);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) throw new AppError('NOT_FOUND');
    // Keys are random and never reused: the file under a key never changes.
    return reply
      .headers({
        'content-type': 'image/webp',
        'content-length': String(stat.size),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      })
      .send(createReadStream(file));
  });
}
