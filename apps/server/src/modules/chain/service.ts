/**
 * The chain's services as its routes call them (docs/CHAIN.md, docs/WALLET.md): the networks list,
 * the JSON-RPC endpoint, the fan's balance, hot wallet and self-custody link, their transaction
 * records and sends, unlocks, withdrawals and frozen tokens. Each call reads the chain holder (503
 * CHAIN_UNAVAILABLE until the chain is up) and the caller; the routes parse, call and present.
 */
import { getAddress, type Hex } from 'viem';
import type { App } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';
import type { ChainHolder } from './holder.ts';
import { answerRpc } from './rpc.ts';
import type { SendInput } from './transactions.ts';
import { UnlocksService } from './unlocks.ts';
import { FrozenTokensService } from './vote-ledger.ts';
import { frozenTotal } from './vote-repository.ts';

/** What the chain's routes ask of other modules (ports, read when called). */
export interface ChainPorts {
  /** Drops the cached row of a user whose wallet changed (users module). */
  forgetCached(uid: string): Promise<void>;
  /** A content the caller may see, by slug (contents module). */
  findContent(slug: string, caller: Caller): Promise<{ id: number } | undefined>;
}

/** The one chain service of an app, shared by the chain's route plugins (keyed by the app's chain holder). */
const services = new WeakMap<ChainHolder, ChainService>();

/** The chain service of an app, with its ports to the users and contents modules. */
export function chainService(app: App): ChainService {
  let service = services.get(app.chain);
  if (!service) {
    service = new ChainService(app.database.db, app.chain, {
      forgetCached: (uid) => app.users.forgetCached(uid),
      findContent: (slug, caller) => app.contents.findForCaller({ key: slug }, caller),
    });
    services.set(app.chain, service);
  }
  return service;
}

export class ChainService {
  private readonly unlocks: UnlocksService;
  private readonly frozen: FrozenTokensService;

  constructor(
    private readonly db: Db,
    private readonly chain: ChainHolder,
    private readonly ports: ChainPorts,
  ) {
    this.unlocks = new UnlocksService(db, chain);
    this.frozen = new FrozenTokensService(db, chain);
  }

  /** The runtime of the chain when it is up (the networks list is empty until then). */
  runtime() {
    return this.chain.current()?.runtime;
  }

  /** One JSON-RPC call to the node, as the policy allows. */
  rpc(call: { id: number | string; method: string; params?: unknown[] }) {
    const { runtime } = this.chain.require();
    return answerRpc(this.db, runtime, call);
  }

  /** The caller's token balance (live from the chain) and frozen tokens; pending records with a receipt move on. */
  async balance(caller: Caller): Promise<{ address: string; balance: string; frozen: string }> {
    const { runtime, transactions } = this.chain.require();
    const { user } = caller;
    if (!user.walletAddress) throw new AppError('NO_WALLET');
    const address = getAddress(user.walletAddress);
    const [balance, frozen] = await Promise.all([
      runtime.tokenBalance(address),
      frozenTotal(this.db, user.id),
      // Best effort: a receipt lookup that fails leaves the records for the next fetch, not the balance.
      transactions.movePending(user.id).catch(() => 0),
    ]);
    return { address, balance: balance.toString(), frozen };
  }

  /** The caller's hot wallet, made on the first call. */
  async hotWallet(caller: Caller): Promise<{ address: string }> {
    const { wallets } = this.chain.require();
    const wallet = await wallets.ensure(caller.user.id);
    await this.ports.forgetCached(caller.user.uid);
    return wallet;
  }

  linkMessage(caller: Caller, address: string): string {
    return this.chain.require().selfCustody.linkMessage(caller.user.uid, address);
  }

  async link(caller: Caller, address: string, signature: Hex) {
    const { selfCustody } = this.chain.require();
    const linked = await selfCustody.link(caller.user, address, signature);
    await this.ports.forgetCached(caller.user.uid);
    return linked;
  }

  transactions(caller: Caller, page: { limit: number; before?: number }) {
    const { user } = caller;
    return this.chain.require().transactions.list(user.id, { wallet: user.walletAddress, ...page });
  }

  transaction(caller: Caller, id: number) {
    return this.chain.require().transactions.show(caller.user.id, id, caller.user.walletAddress);
  }

  send(caller: Caller, input: SendInput, key: string) {
    return this.chain.require().transactions.send(caller.user.id, input, key);
  }

  fromHash(caller: Caller, hash: Hex) {
    return this.chain.require().transactions.fromHash(caller.user.id, caller.user.walletAddress, hash);
  }

  complete(caller: Caller, id: number) {
    return this.chain.require().transactions.complete(caller.user.id, id, caller.user.walletAddress);
  }

  /** Unlocks a content by slug for the caller (404 for one they may not see). */
  async unlock(caller: Caller, slug: string, key: string) {
    const found = await this.ports.findContent(slug, caller);
    if (!found) throw new AppError('NOT_FOUND');
    return this.unlocks.unlock(caller, found.id, key);
  }

  withdraw(caller: Caller, voteId: number, key: string) {
    return this.frozen.withdraw(caller, voteId, key);
  }

  frozenTokens(caller: Caller, page: { limit: number; offset: number }) {
    return this.frozen.list(caller.user.id, page);
  }

  frozenToken(caller: Caller, id: number) {
    return this.frozen.show(caller.user.id, id);
  }
}
