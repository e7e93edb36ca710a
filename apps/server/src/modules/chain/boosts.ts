/**
 * Boosts (docs/CHAIN.md "Boosts"): fans send tokens to the treasury for a comment, content, idea,
 * AMA question, group post or feed post through CommunityActions, which emits one `…Boosted` event
 * per boost. A domain makes its resource boostable with one flag on its resource registration
 * (`boostable: true`, platform/resources.ts); this module does the rest for every type alike:
 * the effect that records each event once in `boosts` and adds it to the item's `boosts` column,
 * the relay call, and the lookups presenters use (`boostedBy`) and the boosters list.
 */
import type { Db } from '../../db/client.ts';
import { encodeFunctionData, type Address } from 'viem';
import { communityActionsAbi } from '@tribune/contracts';
import { AppError } from '../../http/errors.ts';
import type { ResourceRegistry } from '../../platform/resources.ts';
import type { Caller } from '../auth/index.ts';
import type { ChainEffects } from './effects.ts';
import type { ChainHolder } from './holder.ts';
import { chainPolicy } from './policy.ts';
import {
  addToItemBoosts,
  BOOSTABLE_TYPES,
  boostedBy,
  boostersOf,
  deleteBoost,
  insertBoosts,
  itemBoosts,
  type BoostableType,
} from './boost-repository.ts';
import type { ChainEventRow } from './indexer-repository.ts';

export type { BoostableType };

/** Each boostable type's event, its item argument and the relay function of CommunityActions. */
export const BOOST_KINDS = {
  comment: { event: 'CommentBoosted', arg: 'commentId', relay: 'boostCommentFor' },
  content: { event: 'ContentBoosted', arg: 'contentId', relay: 'boostContentFor' },
  idea: { event: 'IdeaBoosted', arg: 'ideaId', relay: 'boostIdeaFor' },
  ama_question: { event: 'AmaQuestionBoosted', arg: 'amaQuestionId', relay: 'boostAmaQuestionFor' },
  group_post: { event: 'GroupPostBoosted', arg: 'groupPostId', relay: 'boostGroupPostFor' },
  feed_post: { event: 'FeedPostBoosted', arg: 'feedPostId', relay: 'boostFeedPostFor' },
} as const satisfies Record<BoostableType, { event: string; arg: string; relay: string }>;

const BY_EVENT = new Map(
  Object.entries(BOOST_KINDS).map(([type, kind]) => [
    kind.event as string,
    { type: type as BoostableType, arg: kind.arg },
  ]),
);

/** Ids beyond a Postgres bigint cannot name one of our rows (anyone may boost any uint256 on chain). */
const MAX_BIGINT = 2n ** 63n - 1n;

export function isBoostableType(type: string): type is BoostableType {
  return (BOOSTABLE_TYPES as readonly string[]).includes(type);
}

/**
 * Registers the boost effect: each `…Boosted` event becomes a `boosts` row (the booster's user found
 * by wallet address) and moves the item's counter; a reorganisation takes both back. Events of a
 * type no domain has registered yet (group and feed posts before the community issue) are kept in
 * `chain_events` only.
 */
export function registerBoostEffect(effects: ChainEffects, resources: ResourceRegistry): void {
  effects.register([...BY_EVENT.keys()], async (tx, events, direction) => {
    const rows = events.flatMap((event) => {
      const kind = BY_EVENT.get(event.eventName);
      const handler = kind && resources.get(kind.type);
      if (!kind || !handler?.boostable) return [];
      const itemId = BigInt(String(event.args[kind.arg]));
      const amount = BigInt(String(event.args.amount));
      if (itemId > MAX_BIGINT || itemId < 1n) return [];
      return [{ event, type: kind.type, table: handler.table, itemId: Number(itemId), amount }];
    });
    if (rows.length === 0) return;
    if (direction === 1) {
      const inserted = await insertBoosts(
        tx,
        rows.map((r) => ({
          chainId: r.event.chainId,
          txHash: r.event.txHash,
          logIndex: r.event.logIndex,
          itemType: r.type,
          itemId: r.itemId,
          booster: String(r.event.args.booster),
          amount: r.amount.toString(),
        })),
      );
      await moveCounters(tx, resources, inserted, 1n);
    } else {
      const removed: Array<{ itemType: BoostableType; itemId: number; amount: string }> = [];
      for (const r of rows) removed.push(...(await deleteBoost(tx, r.event)));
      await moveCounters(tx, resources, removed, -1n);
    }
  });
}

/** Adds (or takes back) the boosts' amounts to their items' `boosts` columns, one update per item. */
async function moveCounters(
  tx: Db,
  resources: ResourceRegistry,
  rows: Array<{ itemType: BoostableType; itemId: number; amount: string }>,
  sign: 1n | -1n,
): Promise<void> {
  const sums = new Map<string, { type: BoostableType; id: number; amount: bigint }>();
  for (const row of rows) {
    const key = `${row.itemType}:${row.itemId}`;
    const sum = sums.get(key) ?? { type: row.itemType, id: row.itemId, amount: 0n };
    sum.amount += BigInt(row.amount) * sign;
    sums.set(key, sum);
  }
  for (const { type, id, amount } of sums.values()) {
    const table = resources.get(type)?.table;
    if (!table || amount === 0n) continue;
    // An item deleted since has nothing to count; the boost row stays as the chain's record.
    await addToItemBoosts(tx, table, id, amount);
  }
}

/** The item's `boosts` counter and whether the user boosted it (after a boost). */
export async function boostState(
  db: Db,
  resources: ResourceRegistry,
  type: BoostableType,
  id: number,
  userId: number,
): Promise<{ boosts: string; boosted: boolean }> {
  const table = resources.get(type)?.table;
  if (!table) return { boosts: '0', boosted: false };
  const boosted = await boostedBy(db, userId, type, [id]);
  return { boosts: (await itemBoosts(db, table, id)) ?? '0', boosted: boosted.has(id) };
}

export type { ChainEventRow };

/**
 * Boosting as the API offers it: the item must be there for the caller (a hidden one answers 404
 * like a missing one), the amount is paid from the caller's hot wallet through the relay, and the
 * answer carries the item's new `boosts` and `boosted_by_current_user`.
 */
export class BoostsService {
  constructor(
    private readonly db: Db,
    private readonly resources: ResourceRegistry,
    private readonly chain: ChainHolder,
  ) {}

  /** The boostable item of a type for this caller, or 404. */
  private async item(type: string, id: number, caller: Caller | undefined): Promise<BoostableType> {
    const handler = this.resources.get(type);
    const boostable = isBoostableType(type) && handler?.boostable === true;
    const visible = boostable && handler ? Boolean(await handler.findById(id, caller)) : false;
    chainPolicy.authorize(caller, 'boost', { boostable, visible });
    return type as BoostableType;
  }

  async boost(caller: Caller, input: { type: string; id: number; amount: bigint }, key: string) {
    const type = await this.item(input.type, input.id, caller);
    if (input.amount <= 0n) throw new AppError('VALIDATION_FAILED', undefined, { amount: ['must be more than 0'] });
    const { relay, runtime } = this.chain.require();
    const kind = BOOST_KINDS[type];
    const actions = runtime.deployment.actionsAddress as Address;
    const { row, created } = await relay.run(caller.user.id, key, {
      eventName: kind.event,
      amount: input.amount,
      itemType: type,
      itemId: input.id,
      to: runtime.deployment.treasuryAddress,
      call: (fan) => ({
        to: actions,
        data: encodeFunctionData({
          abi: communityActionsAbi,
          functionName: kind.relay,
          args: [fan, BigInt(input.id), input.amount],
        }),
      }),
    });
    const state = await boostState(this.db, this.resources, type, input.id, caller.user.id);
    return { row, created, state };
  }

  async boosters(type: string, id: number, caller: Caller | undefined, page: { limit: number; offset: number }) {
    const kind = await this.item(type, id, caller);
    return boostersOf(this.db, kind, id, page);
  }
}

/** A created item's answer whose boost figures the initial boost may move. */
interface BoostableDoc {
  data: { id: string; attributes: { boosts: string; boosted_by_current_user: boolean } };
}

/**
 * Pays the `initial_boost` a fan gave a new idea or question (docs/PARTICIPATION.md "Ideation"): a boost of that amount from
 * their hot wallet, under the key `initial-boost:<type>:<id>` (one per item, so a retried create
 * never pays twice), and writes the counted figures into the creation's answer. Without a wallet,
 * a chain or the balance, the item stays unboosted and the answer says so (boosts below the initial
 * boost; the app shows the difference as its own pending boost, docs/CHAIN.md "The wallet page and the app").
 */
export async function payInitialBoost<T extends BoostableDoc>(
  boostsService: BoostsService,
  caller: Caller,
  type: BoostableType,
  doc: T,
  amount: bigint | undefined,
  log: { warn(obj: object, msg: string): void },
): Promise<T> {
  if (amount === undefined || amount <= 0n) return doc;
  const id = Number(doc.data.id);
  try {
    const { state } = await boostsService.boost(caller, { type, id, amount }, `initial-boost:${type}:${id}`);
    doc.data.attributes.boosts = state.boosts;
    doc.data.attributes.boosted_by_current_user = state.boosted;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code !== 'NO_WALLET' && code !== 'SIGNATURE_REQUIRED' && code !== 'CHAIN_UNAVAILABLE')
      log.warn({ err, type, id }, 'initial boost not paid');
  }
  return doc;
}
