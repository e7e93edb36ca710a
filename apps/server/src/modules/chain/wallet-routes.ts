import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { PageQuery, Text } from '../../http/input.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { IdParam, SlugParam } from '../../platform/params.ts';
import { callerOf } from '../auth/index.ts';
import { presentTransaction } from './presenter.ts';
import { UnlocksService } from './unlocks.ts';
import { FrozenTokensService } from './vote-ledger.ts';

const tags = ['chain'];

const KeyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Text({ minLength: 1, maxLength: 100 })) });

const FrozenTokenSchema = Type.Object({
  id: Type.String({ description: 'The id of the vote whose deposit this is.' }),
  type: Type.Literal('frozen_token'),
  attributes: Type.Object({
    amount: Type.String({ description: 'The locked deposit, base units (× 1e8).' }),
    unlocks_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    voting_id: Type.String(),
    option_id: Type.String(),
    withdrawable: Type.Boolean({ description: 'Unlocked (by the chain’s clock) and not withdrawn yet.' }),
    withdrawn_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
});

const UnlockDoc = Type.Object({
  data: Type.Ref('Transaction'),
  meta: Type.Object({ bought_by_user: Type.Boolean() }),
});

const WithdrawDoc = Type.Object({
  data: Type.Ref('Transaction'),
  meta: Type.Object({ frozen_token: FrozenTokenSchema }),
});

/**
 * The fan's value-moving wallet actions besides sends and boosts (docs/CHAIN.md "Content unlocks",
 * "Token votes and frozen tokens"): unlocking a content, withdrawing a vote's deposit, and the
 * frozen tokens (deposits) with their total.
 */
export async function walletRoutes(app: App): Promise<void> {
  const unlocks = new UnlocksService(app.database.db, app.chain);
  const frozen = new FrozenTokensService(app.database.db, app.chain);

  const requireKey = (value: string | undefined): string => {
    if (!value) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    return value;
  };

  app.post(
    '/v2/contents/:slug/unlock',
    {
      config: { access: 'user', module: 'contents', rateLimit: 'send' },
      schema: {
        tags,
        summary:
          'Unlock a content of the buyer audience for its price, paid from the hot wallet (Idempotency-Key required)',
        params: Type.Object({ slug: SlugParam }),
        headers: KeyHeaders,
        response: { 200: UnlockDoc, 201: UnlockDoc, ...errorResponses(400, 401, 404, 409, 422, 503) },
      },
    },
    async (req, reply) => {
      const key = requireKey(req.headers['idempotency-key']);
      const caller = callerOf(req);
      const found = await app.contents.findForCaller({ key: req.params.slug }, caller);
      if (!found) throw new AppError('NOT_FOUND');
      const { row, created, bought } = await unlocks.unlock(caller, found.id, key);
      return reply.code(created ? 201 : 200).send({ data: presentTransaction(row), meta: { bought_by_user: bought } });
    },
  );

  app.post(
    '/v2/votes/:id/withdraw',
    {
      config: { access: 'user', rateLimit: 'send' },
      schema: {
        tags,
        summary:
          'Withdraw the locked deposit of your token vote once it has unlocked, back to your wallet (Idempotency-Key required)',
        params: Type.Object({ id: IdParam }),
        headers: KeyHeaders,
        response: { 200: WithdrawDoc, 201: WithdrawDoc, ...errorResponses(400, 401, 404, 409, 422, 503) },
      },
    },
    async (req, reply) => {
      const key = requireKey(req.headers['idempotency-key']);
      const { row, created, frozenToken } = await frozen.withdraw(callerOf(req), Number(req.params.id), key);
      return reply
        .code(created ? 201 : 200)
        .send({ data: presentTransaction(row), meta: { frozen_token: frozenToken } });
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
        querystring: Type.Object(PageQuery),
        response: {
          200: Type.Object({
            data: Type.Array(FrozenTokenSchema),
            meta: Type.Object({ total_frozen_amount: Type.String() }),
          }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await frozen.list(callerOf(req).user.id, { limit: page.perPage, offset: page.offset });
      setListHeaders(reply, page, out.total);
      reply.header('total-frozen-amount', out.frozen);
      return { data: out.data, meta: { total_frozen_amount: out.frozen } };
    },
  );

  app.get(
    '/v2/frozen_tokens/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One of your frozen tokens (another fan’s answers 404)',
        params: Type.Object({ id: IdParam }),
        response: { 200: Type.Object({ data: FrozenTokenSchema }), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => ({ data: await frozen.show(callerOf(req).user.id, Number(req.params.id)) }),
  );
}
