/**
 * Self-custody wallets (docs/WALLET.md): a wallet whose key only the fan holds (the wallet frame's,
 * or a browser wallet's). The fan links its address by signing `walletLinkMessage`, so an address
 * can be linked only by whoever holds its key, for this account, on this instance; the admin gives
 * it one gas allowance; and the server moves its tokens only while the fan has made the admin
 * wallet (and CommunityActions, for actions) its operators on the token.
 */
import { getAddress, isAddress, type Address, type Hex } from 'viem';
import { communityTokenAbi } from '@tribune/contracts';
import { walletLinkMessage, type LinkedWalletAttributes } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { findHotWallet } from './repository.ts';
import {
  claimGasFunding,
  lockUserWallet,
  lockWalletAddress,
  otherHolderOf,
  releaseGasFunding,
  setWalletAddress,
  userWallet,
} from './wallet-repository.ts';
import type { ChainRuntime } from './runtime.ts';

/** What the frame needs after linking: the contracts it signs for and the chain. */
export type LinkedWallet = LinkedWalletAttributes;

/** What a value-moving call needs of the fan's wallet: the admin's sends, or CommunityActions' pulls too. */
export type Custody = 'send' | 'action';

export class SelfCustodyWallets {
  constructor(
    private readonly db: Db,
    private readonly chain: ChainRuntime,
    private readonly opts: { origin: string; gasWei: bigint },
  ) {}

  /** The message the user signs to link `address` (400 for a malformed address). */
  linkMessage(userUid: string, address: string): string {
    if (!isAddress(address)) throw new AppError('VALIDATION_FAILED', undefined, { address: ['is not an address'] });
    return walletLinkMessage({ userId: userUid, address: getAddress(address), origin: this.opts.origin });
  }

  /**
   * Links the address to the user once the signature proves its key (an EOA, or a contract wallet
   * through ERC-1271). The same address again answers as before; another wallet of the user's, or an
   * address another account holds, is 409. Gives the new wallet its gas allowance once per user.
   */
  async link(user: { id: number; uid: string }, address: string, signature: Hex): Promise<LinkedWallet> {
    const message = this.linkMessage(user.uid, address);
    const checksummed = getAddress(address);
    let valid = false;
    try {
      valid = await this.chain.publicClient.verifyMessage({ address: checksummed, message, signature });
    } catch {
      valid = false;
    }
    if (!valid) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        signature: ['does not sign the link message with this address'],
      });
    }
    if (await findHotWallet(this.db, user.id)) {
      throw new AppError('CONFLICT', 'You already have a wallet the community keeps for you.');
    }
    await inTransaction(this.db, async (tx) => {
      // One link per address at a time, whoever asks: two accounts never end up with one address.
      await lockWalletAddress(tx, checksummed);
      const me = await lockUserWallet(tx, user.id);
      if (!me) throw new AppError('NOT_FOUND');
      if (me.wallet && me.wallet.toLowerCase() !== checksummed.toLowerCase()) {
        throw new AppError('CONFLICT', 'You already have another wallet.');
      }
      if (await otherHolderOf(tx, checksummed, user.id)) {
        throw new AppError('CONFLICT', 'This wallet belongs to another account.');
      }
      if (!me.wallet) await setWalletAddress(tx, user.id, checksummed);
    });
    const gasFunded = await this.fundGas(user.id, checksummed);
    const d = this.chain.deployment;
    return {
      wallet_address: checksummed,
      token_contract: d.tokenAddress,
      actions_address: d.actionsAddress,
      admin_wallet_address: d.adminAddress,
      chain_id: this.chain.chain.id,
      gas_funded: gasFunded,
    };
  }

  /**
   * Gives the wallet its one gas allowance: claimed in the database first (one request wins), then
   * sent; a failed send gives the claim back, so a retry pays it.
   */
  private async fundGas(userId: number, address: Address): Promise<boolean> {
    if (this.opts.gasWei <= 0n) return false;
    if (!(await claimGasFunding(this.db, userId))) return false;
    try {
      await this.chain.send(this.chain.admin, { to: address, value: this.opts.gasWei });
      return true;
    } catch (err) {
      await releaseGasFunding(this.db, userId);
      throw err;
    }
  }

  /**
   * Whether the server may move this self-custody wallet's tokens: the admin wallet must be its
   * operator on the token (sends), and CommunityActions too (actions), as the fan granted them.
   */
  async operatorGranted(holder: Address, custody: Custody): Promise<boolean> {
    const d = this.chain.deployment;
    const operators = custody === 'send' ? [d.adminAddress] : [d.adminAddress, d.actionsAddress];
    const granted = await Promise.all(
      operators.map((operator) =>
        this.chain.publicClient.readContract({
          address: d.tokenAddress as Address,
          abi: communityTokenAbi,
          functionName: 'isOperatorFor',
          args: [operator as Address, holder],
        }),
      ),
    );
    return granted.every(Boolean);
  }
}

/**
 * The address whose tokens the server moves for the user: their hot wallet's, or their self-custody
 * wallet's while the fan granted the admin operator rights (422 SIGNATURE_REQUIRED otherwise: the
 * fan signs in their wallet); 422 NO_WALLET without a wallet.
 */
export async function custodyAddress(
  db: Db,
  selfCustody: SelfCustodyWallets,
  userId: number,
  custody: Custody,
): Promise<Address> {
  const hot = await findHotWallet(db, userId);
  if (hot) return getAddress(hot.address);
  const user = await userWallet(db, userId);
  if (!user?.wallet) throw new AppError('NO_WALLET');
  const holder = getAddress(user.wallet);
  if (!(await selfCustody.operatorGranted(holder, custody))) throw new AppError('SIGNATURE_REQUIRED');
  return holder;
}
