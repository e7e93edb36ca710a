/**
 * The requests of the trading routes (docs/NFTS.md "Trading", "Trade groups"): the list filters
 * and the bodies of creating and updating a trade request.
 */
import { Type, type Static } from 'typebox';
import { Int, Int64IdValue, PageQuery, SLUG_OPTIONS, Text } from '../../http/input.ts';

/** At most this many NFTs on each side of a request. */
export const MAX_TRADE_ITEMS = 10;

const Item = Type.Object(
  {
    nft_id: Int64IdValue,
    amount: Type.Optional(Int({ minimum: 1, maximum: 1000, default: 1, description: 'Copies (default 1).' })),
  },
  { additionalProperties: false },
);
const Side = Type.Array(Item, { minItems: 1, maxItems: MAX_TRADE_ITEMS });
const Message = Type.Union([Text({ maxLength: 500 }), Type.Null()]);

export const TradeRequestCreateBody = Type.Object(
  {
    nft_trade_request: Type.Object(
      { offered: Side, wanted: Side, message: Type.Optional(Message) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type TradeRequestCreate = Static<typeof TradeRequestCreateBody>['nft_trade_request'];

export const TradeRequestUpdateBody = Type.Object(
  {
    nft_trade_request: Type.Object(
      { offered: Type.Optional(Side), wanted: Type.Optional(Side), message: Type.Optional(Message) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type TradeRequestUpdate = Static<typeof TradeRequestUpdateBody>['nft_trade_request'];

const Bool = Type.String({ enum: ['true', 'false'] });
const UserSlug = Type.String({ ...SLUG_OPTIONS, description: "A user's slug." });

export const TradeListQuery = Type.Object({
  ...PageQuery,
  for_user: Type.Optional(UserSlug),
  from_user: Type.Optional(UserSlug),
  by_current_user: Type.Optional(Bool),
  sort_by: Type.Optional(Type.String({ enum: ['newest', 'oldest'], default: 'newest' })),
});
export type TradeListQueryValue = Static<typeof TradeListQuery>;

export const TradePagedQuery = Type.Object({ ...PageQuery });
