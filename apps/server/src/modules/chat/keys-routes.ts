import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { CachedKeyBody, PrivateKeyBody, PublicKeyBody, UidParams } from './input.ts';

const tags = ['chat'];
const PrivateKeyDoc = Type.Object({ chat_encrypted_private_key: Type.Union([Type.String(), Type.Null()]) });
const NoContent = { 204: Type.Null() };

/** The chat key calls (docs/CHAT.md "Chat keys (`/api/v1/chat_keys`)") under /api/v1/chat_keys: public key, password backup, QR transfer cache. */
export async function chatKeyRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/chat_keys/public/:uid',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: "A user's public key (JWK JSON text), or an empty body when there is none",
        params: UidParams,
        response: {
          200: { description: 'The public key text', content: { 'text/plain': { schema: Type.String() } } },
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const text = await app.chat.keys.publicKey(req.params.uid);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );

  app.put(
    '/api/v1/chat_keys/public/:uid',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: 'Set the current user\'s public key (own uid only; partners hear "public_key")',
        params: UidParams,
        body: PublicKeyBody,
        response: { ...NoContent, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req, reply) => {
      const user = callerOf(req);
      await app.chat.keys.setPublicKey(user, req.params.uid, req.body.chat_public_key);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/chat_keys/private/:uid',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: "The current user's password backup of their private key (own uid only)",
        params: UidParams,
        response: { 200: PrivateKeyDoc, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => app.chat.keys.privateKey(callerOf(req), req.params.uid),
  );

  app.put(
    '/api/v1/chat_keys/private/:uid',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: "Store the current user's password backup envelope (own uid only)",
        params: UidParams,
        body: PrivateKeyBody,
        response: { ...NoContent, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req, reply) => {
      const user = callerOf(req);
      await app.chat.keys.setPrivateKey(user, req.params.uid, req.body.chat_encrypted_private_key);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/chat_keys/cached',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: "The current user's QR transfer envelope (null when none or expired)",
        response: { 200: PrivateKeyDoc, ...errorResponses(401, 404) },
      },
    },
    async (req) => app.chat.keys.cached(callerOf(req)),
  );

  app.put(
    '/api/v1/chat_keys/cached',
    {
      config: { access: 'user', module: 'chat' },
      schema: {
        tags,
        summary: "Store (or with null clear) the current user's QR transfer envelope",
        body: CachedKeyBody,
        response: { ...NoContent, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (req, reply) => {
      const user = callerOf(req);
      await app.chat.keys.setCached(user, req.body.chat_encrypted_private_key);
      return reply.code(204).send(null);
    },
  );
}
