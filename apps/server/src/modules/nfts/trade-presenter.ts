/**
 * The trading records as the API sends them (docs/NFTS.md "Trading", "Trade groups"):
 * `nft_trade_request` and `trade_group`, every field listed once here with its schema.
 */
import { Type } from 'typebox';
import { NFT_TRADE_GROUP_STATUSES, NFT_TRADE_REQUEST_STATUSES } from '@tribune/domain';
import { Nullable, NullableString, recordSchema } from '../../http/schemas.ts';
import type { TradeGroupRow, TradeRequest } from './trade-repository.ts';

const ref = (type: string) => Type.Object({ id: Type.String(), type: Type.Literal(type) });
const Items = Type.Array(Type.Object({ nft_id: Type.String(), amount: Type.Integer({ minimum: 1 }) }), {
  description: 'NFTs (token ids) with their copies.',
});

export const NftTradeRequestSchema = recordSchema(
  'nft_trade_request',
  {
    attributes: Type.Object({
      slug: Type.String({ description: "`{owner's slug}-{id}`: the id is the text after the last hyphen." }),
      status: Type.String({ enum: [...NFT_TRADE_REQUEST_STATUSES] }),
      message: NullableString,
      offered: Items,
      wanted: Items,
      created_at: Type.String({ format: 'date-time' }),
      fulfilled_at: Nullable(Type.String({ format: 'date-time' })),
      withdrawn_reason: NullableString,
      can_fulfil: Type.Boolean({
        description: 'The caller is not its owner, it is open, and the caller can give every wanted NFT.',
      }),
    }),
    relationships: Type.Object({
      user: Type.Object({ data: ref('user') }),
      fulfilled_by: Type.Object({ data: Nullable(ref('user')) }),
      nfts: Type.Object({ data: Type.Array(ref('nft')) }),
    }),
  },
  { $id: 'NftTradeRequest', description: 'A trade request: NFTs its owner offers for NFTs it wants.' },
);

const Leg = Type.Object({
  request_id: Type.String(),
  from_user_id: Type.String(),
  to_user_id: Type.String(),
  nft_id: Type.String(),
  amount: Type.Integer({ minimum: 1 }),
});

export const TradeGroupSchema = recordSchema(
  'trade_group',
  {
    attributes: Type.Object({
      trade_group_id: Type.String(),
      status: Type.String({ enum: [...NFT_TRADE_GROUP_STATUSES] }),
      trade_data: Type.Array(Leg, {
        description: 'The legs: who gives which NFT to whom, for which request (each request gets its wanted NFTs).',
      }),
      created_at: Type.String({ format: 'date-time' }),
      executed_at: Nullable(Type.String({ format: 'date-time' })),
    }),
    relationships: Type.Object({
      nft_trade_requests: Type.Object({ data: Type.Array(ref('nft_trade_request')) }),
    }),
  },
  { $id: 'TradeGroup', description: 'A ring of open trade requests that satisfy each other.' },
);

export const TRADE_SCHEMAS = [NftTradeRequestSchema, TradeGroupSchema];

/** What an included list of trade documents may hold. */
export const TradeIncluded = Type.Array(
  Type.Union([Type.Ref('Nft'), Type.Ref('NftMedium'), Type.Ref('NftCollection'), Type.Ref('UserSummary')]),
);

const items = (list: Array<{ nftId: number; amount: number }>) =>
  list.map((i) => ({ nft_id: String(i.nftId), amount: i.amount }));

/** A request's slug: its owner's slug and its id. */
export const requestSlug = (r: TradeRequest) => `${r.ownerSlug}-${r.row.id}`;

/** Presents a trade request; `canFulfil` is computed by the service for the caller. */
export function presentTradeRequest(r: TradeRequest, canFulfil: boolean) {
  const nftIds = [...new Set([...r.offered, ...r.wanted].map((i) => i.nftId))];
  return {
    id: String(r.row.id),
    type: 'nft_trade_request' as const,
    attributes: {
      slug: requestSlug(r),
      status: r.row.status,
      message: r.row.message,
      offered: items(r.offered),
      wanted: items(r.wanted),
      created_at: r.row.createdAt.toISOString(),
      fulfilled_at: r.row.status === 'fulfilled' ? (r.row.fulfilledAt?.toISOString() ?? null) : null,
      withdrawn_reason: r.row.status === 'withdrawn' ? r.row.withdrawnReason : null,
      can_fulfil: canFulfil,
    },
    relationships: {
      user: { data: { id: String(r.row.userId), type: 'user' as const } },
      fulfilled_by: {
        data:
          r.row.status === 'fulfilled' && r.row.fulfilledByUserId !== null
            ? { id: String(r.row.fulfilledByUserId), type: 'user' as const }
            : null,
      },
      nfts: { data: nftIds.map((id) => ({ id: String(id), type: 'nft' as const })) },
    },
  };
}

/** One leg of a ring as stored in `trade_data`. */
export type RingLeg = {
  request_id: string;
  from_user_id: string;
  to_user_id: string;
  nft_id: string;
  amount: number;
};

/** The legs stored in a group's `trade_data`, read back field by field. */
export function ringLegsOf(data: readonly Record<string, unknown>[]): RingLeg[] {
  return data.map((l) => ({
    request_id: String(l.request_id),
    from_user_id: String(l.from_user_id),
    to_user_id: String(l.to_user_id),
    nft_id: String(l.nft_id),
    amount: Number(l.amount),
  }));
}

/** Presents a trade group. */
export function presentTradeGroup(g: TradeGroupRow) {
  const legs = ringLegsOf(g.tradeData);
  return {
    id: String(g.id),
    type: 'trade_group' as const,
    attributes: {
      trade_group_id: String(g.id),
      status: g.status,
      trade_data: legs.map((l) => ({ ...l })),
      created_at: g.createdAt.toISOString(),
      executed_at: g.executedAt?.toISOString() ?? null,
    },
    relationships: {
      nft_trade_requests: {
        data: [...new Set(legs.map((l) => l.request_id))].map((id) => ({ id, type: 'nft_trade_request' as const })),
      },
    },
  };
}
