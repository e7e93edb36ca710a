import fastifyMultipart from '@fastify/multipart';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { Int64Id, Slug } from '../../http/input.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/caller.ts';
import { readProfileForm } from './form.ts';
import { ProfileBody } from './input.ts';
import { MEDIA_KEY } from '../../platform/user-media.ts';
import {
  presentBlockState,
  presentCurrentUser,
  presentOrganization,
  presentPublicProfile,
  type PresentContext,
} from './presenter.ts';

const tags = ['users'];
const bearer = [{ bearerAuth: [] }];

/** The current user (/v2/user/show, /auth), public profiles, blocks and the uploaded media. */
export async function userRoutes(app: App): Promise<void> {
  // Multipart (profile images) only in this plugin's scope: its per-request hooks stay off the
  // routes that never take uploads, the hot customizer routes above all.
  await app.register(fastifyMultipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: 2, fields: 30, fieldSize: 16 * 1024, parts: 32 },
  });
  const ctx = (): PresentContext => ({
    publicUrl: app.config.mediaBaseUrl,
    profilesWord: app.instance.snapshot().words.profiles ?? 'profiles',
  });

  app.get(
    '/v2/user/show',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The signed-in user',
        security: bearer,
        response: {
          200: Type.Object({ data: Type.Ref('CurrentUser'), included: Type.Array(Type.Ref('Organization')) }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const [{ user, organization }, open, wallet] = await Promise.all([
        app.users.show(caller),
        app.notifications.openCount(caller.user.id),
        app.chain.current()?.wallets.facts(caller.user.id),
      ]);
      return {
        data: presentCurrentUser(user, ctx(), open, wallet),
        included: organization ? [presentOrganization(organization)] : [],
      };
    },
  );

  app.put(
    '/auth',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Update the signed-in user (JSON, or multipart with avatar_file and hero_medium_file)',
        security: bearer,
        body: { content: { 'application/json': { schema: ProfileBody } } },
        response: {
          200: Type.Object({ data: Type.Ref('CurrentUser') }),
          ...errorResponses(400, 401, 404, 422),
          413: Type.Ref('ErrorBody'),
        },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const form = await readProfileForm(req, app.config.uploadMaxBytes);
      const user = await app.users.updateProfile(caller, form);
      const [open, wallet] = await Promise.all([
        app.notifications.openCount(user.id),
        app.chain.current()?.wallets.facts(user.id),
      ]);
      return { data: presentCurrentUser(user, ctx(), open, wallet) };
    },
  );

  app.delete(
    '/auth',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete the signed-in user and their identity account',
        security: bearer,
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
        params: Type.Object({ slug: Slug }),
        response: { 200: Type.Object({ data: Type.Ref('PublicProfile') }), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const { user, blocks } = await app.users.profile(req.params.slug, req.caller);
      return { data: presentPublicProfile(user, blocks, ctx()) };
    },
  );

  app.post(
    '/v2/users/:id/toggle_block',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Block or unblock a user',
        security: bearer,
        params: Type.Object({ id: Int64Id }),
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
