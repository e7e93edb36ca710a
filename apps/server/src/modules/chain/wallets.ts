import { encodeFunctionData, parseEther, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { communityNftAbi, communityTokenAbi } from '@tribune/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { ChainRuntime } from './runtime.ts';
import { findHotWallet, insertHotWallet, markOperators, type HotWalletRow } from './repository.ts';
import { userWallet } from './wallet-repository.ts';
import { seal, unseal, type MasterKey } from './sealing.ts';
import { custodyAddress, type Custody, type SelfCustodyWallets } from './self-custody.ts';
import { frozenTotal } from './vote-repository.ts';

/** The chain facts of the current user (docs/CHAIN.md "Hot wallets"). */
export interface WalletFacts {
  token_contract: string | null;
  nft_address: string | null;
  admin_wallet_address: string | null;
  /** CommunityActions, the contract a self-custody wallet signs boosts, unlocks and votes for. */
  actions_address: string | null;
  uses_hotwallet: boolean;
  /** The user's token-vote deposits not yet withdrawn, base units (docs/CHAIN.md "Frozen tokens"). */
  frozen_tokens: string;
}

/** Gas money the admin gives a new hot wallet for its own operator grants (two transactions). */
const GAS_ALLOWANCE = parseEther('0.01');

/**
 * Hot wallets (docs/CHAIN.md "Hot wallets"): a key the server makes and holds for a fan, sealed
 * under the master key; the admin wallet and CommunityActions become its operators on the token,
 * so the server moves its tokens with `operatorSend` and relays boosts, unlocks and votes, paying
 * the gas itself. Creating one is idempotent: a second request answers the first wallet.
 */
export class HotWallets {
  private readonly inFlight = new Map<number, Promise<HotWalletRow>>();
  private readonly nftOperatorInFlight = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly chain: ChainRuntime,
    private readonly master: MasterKey,
    private readonly selfCustody: SelfCustodyWallets,
  ) {}

  /**
   * The address whose tokens the server moves for the user (hot wallet, or a self-custody wallet
   * whose fan granted the operator rights): see `custodyAddress`.
   */
  moverAddress(userId: number, custody: Custody): Promise<Address> {
    return custodyAddress(this.db, this.selfCustody, userId, custody);
  }

  /** What the current-user document says about the chain for this user. */
  async facts(userId: number): Promise<WalletFacts> {
    const [wallet, frozen] = await Promise.all([findHotWallet(this.db, userId), frozenTotal(this.db, userId)]);
    const d = this.chain.deployment;
    return {
      token_contract: d.tokenAddress,
      nft_address: d.nftAddress,
      admin_wallet_address: d.adminAddress,
      actions_address: d.actionsAddress,
      uses_hotwallet: wallet !== undefined,
      frozen_tokens: frozen,
    };
  }

  /** The user's hot wallet, if they have one. */
  find(userId: number): Promise<HotWalletRow | undefined> {
    return findHotWallet(this.db, userId);
  }

  /** The user's hot wallet, made (and its operators granted) on the first call. */
  async ensure(userId: number): Promise<HotWalletRow> {
    const running = this.inFlight.get(userId);
    if (running) return running;
    const work = this.create(userId).finally(() => this.inFlight.delete(userId));
    this.inFlight.set(userId, work);
    return work;
  }

  private async create(userId: number): Promise<HotWalletRow> {
    let wallet = await findHotWallet(this.db, userId);
    if (!wallet) {
      // A fan who linked a wallet of their own keeps it: the server never replaces it with one it holds.
      const user = await userWallet(this.db, userId);
      if (user?.wallet) throw new AppError('CONFLICT', 'You already have a wallet of your own.');
      const key = generatePrivateKey();
      const address = privateKeyToAccount(key).address;
      wallet = await insertHotWallet(this.db, {
        userId,
        address,
        sealedKey: seal(this.master, key, address),
        keyVersion: this.master.version,
      });
    }
    if (!wallet.operatorsAt) {
      await this.grantOperators(wallet);
      await markOperators(this.db, wallet.id);
      wallet = { ...wallet, operatorsAt: new Date() };
    }
    return wallet;
  }

  /** The wallet's account, for the server's own sends from it. Never logged, never answered. */
  account(wallet: HotWalletRow) {
    return privateKeyToAccount(unseal(this.master, wallet.sealedKey, wallet.address) as Hex);
  }

  /**
   * Makes the admin wallet an approved operator of the hot wallet's NFTs on CommunityNFT
   * (`setApprovalForAll(admin, true)`, sent by the hot wallet), so the server can move its copies
   * (gifts, trades). Reads the chain first: a wallet already approved costs nothing, and a run cut
   * off halfway is finished by the next. Gas comes from the admin wallet as for `grantOperators`.
   * Calls for one wallet at once share one run.
   */
  async ensureNftOperator(wallet: HotWalletRow): Promise<void> {
    const running = this.nftOperatorInFlight.get(wallet.id);
    if (running) return running;
    const work = this.approveNftOperator(wallet).finally(() => this.nftOperatorInFlight.delete(wallet.id));
    this.nftOperatorInFlight.set(wallet.id, work);
    return work;
  }

  private async approveNftOperator(wallet: HotWalletRow): Promise<void> {
    const chain = this.chain;
    const nft = chain.deployment.nftAddress as Address;
    const holder = wallet.address as Address;
    const admin = chain.deployment.adminAddress as Address;
    const approved = await chain.publicClient.readContract({
      address: nft,
      abi: communityNftAbi,
      functionName: 'isApprovedForAll',
      args: [holder, admin],
    });
    if (approved) return;
    const gas = await chain.publicClient.getBalance({ address: holder });
    if (gas < GAS_ALLOWANCE / 2n) await chain.send(chain.admin, { to: holder, value: GAS_ALLOWANCE });
    await chain.send(this.account(wallet), {
      to: nft,
      data: encodeFunctionData({ abi: communityNftAbi, functionName: 'setApprovalForAll', args: [admin, true] }),
    });
  }

  /**
   * Makes the admin wallet and CommunityActions operators of the wallet. Each step looks at the
   * chain first, so a run cut off halfway is finished by the next without paying twice.
   */
  private async grantOperators(wallet: HotWalletRow): Promise<void> {
    const chain = this.chain;
    const token = chain.deployment.tokenAddress as Address;
    const holder = wallet.address as Address;
    const operators = [chain.deployment.adminAddress, chain.deployment.actionsAddress] as Address[];
    const missing: Address[] = [];
    for (const operator of operators) {
      const granted = await chain.publicClient.readContract({
        address: token,
        abi: communityTokenAbi,
        functionName: 'isOperatorFor',
        args: [operator, holder],
      });
      if (!granted) missing.push(operator);
    }
    if (missing.length === 0) return;
    const gas = await chain.publicClient.getBalance({ address: holder });
    if (gas < GAS_ALLOWANCE / 2n) await chain.send(chain.admin, { to: holder, value: GAS_ALLOWANCE });
    const account = this.account(wallet);
    for (const operator of missing) {
      await chain.send(account, {
        to: token,
        data: encodeFunctionData({ abi: communityTokenAbi, functionName: 'authorizeOperator', args: [operator] }),
      });
    }
  }
}
