import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { answerMove, moveKey, valueMove } from './value-routes.ts';
import { callerOf } from '../auth/index.ts';
import { ContentParams, FrozenTokensQuery, VoteParams } from './input.ts';
import {
  FrozenTokenDoc,
  FrozenTokensDoc,
  presentFrozenToken,
  presentTransaction,
  UnlockDoc,
  WithdrawDoc,
} from './presenter.ts';
import { chainService } from './service.ts';

const tags = ['chain'];

/**
 * The fan's value-moving wallet actions besides sends and boosts (docs/CHAIN.md "Content unlocks",
 * "Token votes and frozen tokens"): unlocking a content, withdrawing a vote's deposit, and the
 * frozen tokens (deposits) with their total.
 */
export async function walletRoutes(app: App): Promise<void> {
  const service = chainService(app);

  app.post(
    '/v2/contents/:slug/unlock',
    valueMove(
      {
        access: 'user',
        module: 'contents',
        tags,
        summary:
          'Unlock a content of the buyer audience for its price, paid from the hot wallet (Idempotency-Key required)',
        doc: UnlockDoc,
        errors: [400, 401, 404, 409, 422, 503],
      },
      { params: ContentParams },
    ),
    async (req, reply) => {
      const { row, created, bought } = await service.unlock(callerOf(req), req.params.slug, moveKey(req));
      return answerMove(reply, created, { data: presentTransaction(row), meta: { bought_by_user: bought } });
    },
  );

  app.post(
    '/v2/votes/:id/withdraw',
    valueMove(
      {
        access: 'user',
        tags,
        summary:
          'Withdraw the locked deposit of your token vote once it has unlocked, back to your wallet (Idempotency-Key required)',
        doc: WithdrawDoc,
        errors: [400, 401, 404, 409, 422, 503],
      },
      { params: VoteParams },
    ),
    async (req, reply) => {
      const { row, created, frozenToken } = await service.withdraw(callerOf(req), Number(req.params.id), moveKey(req));
      return answerMove(reply, created, {
        data: presentTransaction(row),
        meta: { frozen_token: presentFrozenToken(frozenToken.row, frozenToken.now) },
      });
    },
  );

  app.get(
    '/v2/frozen_tokens',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Your frozen tokens: the locked deposits of your token votes, newest first (header total-frozen-amount: the sum not withdrawn, base units)',
        querystring: FrozenTokensQuery,
        response: { 200: FrozenTokensDoc, ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await service.frozenTokens(callerOf(req), { limit: page.perPage, offset: page.offset });
      setListHeaders(reply, page, out.total);
      reply.header('total-frozen-amount', out.frozen);
      return {
        data: out.rows.map((r) => presentFrozenToken(r, out.now)),
        meta: { total_frozen_amount: out.frozen },
      };
    },
  );

  app.get(
    '/v2/frozen_tokens/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One of your frozen tokens (another fan’s answers 404)',
        params: VoteParams,
        response: { 200: FrozenTokenDoc, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const { row, now } = await service.frozenToken(callerOf(req), Number(req.params.id));
      return { data: presentFrozenToken(row, now) };
    },
  );
}
