import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The API routes the wallet frame calls (docs/WALLET.md "CORS"). The frame is sandboxed, so its
 * requests come from an opaque origin (`Origin: null`) and need CORS. They authenticate with a
 * bearer token in the Authorization header, never with cookies, so answering `*` grants nothing a
 * page could not do already: whoever calls needs the fan's token. No other route answers CORS.
 */
const FRAME_API = /^\/v2\/(?:chain\/rpc|user\/self_custody_wallet(?:\/link_message)?)(?:\?|$)/;

/**
 * CORS for the wallet frame's routes: the allow-origin header on every answer, and the preflight
 * (OPTIONS) answered here with 204. Answers true when it replied.
 */
export function frameCors(req: FastifyRequest, reply: FastifyReply): boolean {
  if (!FRAME_API.test(req.url)) return false;
  reply.header('access-control-allow-origin', '*');
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  void reply
    .code(204)
    .headers({
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-max-age': '600',
    })
    .send();
  return true;
}
