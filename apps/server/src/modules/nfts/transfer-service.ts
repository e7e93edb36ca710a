/**
 * Transfer out with a signed pass (docs/NFTS.md "Transfer out"): the server checks the fan's movable
 * copies (balance − frozen − locked), signs an EIP-712 pass with the instance's pass signer and keeps
 * it as a `nft_transfer_passes` row (which locks its copies until it is used or expires); a hot
 * wallet's pass is submitted by the server at once, a self-custody wallet submits it itself and
 * reports the transaction (`success`).
 */
import { getAddress, isAddress, type Address, type Hex } from 'viem';
import type { NftPass } from '@tribune/contracts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldInvalid } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';
import { presentTransaction, requireNftContractV2, type ChainHolder, type TransactionRow } from '../chain/index.ts';
import { movableCopy } from './gift-repository.ts';
import { lockedCopies } from './lock-repository.ts';
import { nftsPolicy } from './policy.ts';
import { findNft } from './repository.ts';
import { checksummed } from './service.ts';
import type { TransferInput } from './transfer-input.ts';
import { presentTransfer } from './transfer-presenter.ts';
import {
  copiesOf,
  expireIssuedPasses,
  expirePass,
  insertPass,
  lockUserForNftMoves,
  markPassUsed,
  nextPassId,
  passById,
  passByKey,
  passOf,
  type TransferPassRow,
} from './transfer-repository.ts';

/** How long a pass is valid (and locks its copies): ten minutes. */
export const PASS_VALID_SECONDS = 600;

const ZERO = '0x0000000000000000000000000000000000000000';

/** The record key of a hot wallet's own send of the pass `id` (one per pass). */
const sendKey = (id: number) => `nft-transfer:${id}`;

export interface TransferPorts {
  chain: ChainHolder;
  /** The API's public URL: an NFT without a metadata URI on the chain is described by its API record. */
  publicUrl: string;
}

export class NftTransfersService {
  constructor(
    private readonly db: Db,
    private readonly ports: TransferPorts,
  ) {}

  /**
   * Issues a pass for the caller's copies, once per Idempotency-Key (the same key again answers the
   * same pass, created false; with another request 409), and for a hot wallet submits it.
   */
  async create(caller: Caller, input: TransferInput, key: string) {
    const services = this.ports.chain.require();
    const { runtime } = services;
    // A pass needs CommunityNFT v2 (signed by the pass signer); an external v1 answers 503.
    requireNftContractV2(runtime);
    const userId = caller.user.id;
    const before = await passByKey(this.db, userId, key);
    if (before) return { created: false, doc: await this.answerExisting(before, input) };

    const chainId = runtime.backend.chainId;
    if (input.transfer_network_id !== String(chainId)) {
      throw fieldInvalid('nft_transfer.transfer_network_id', 'is not a network of this community');
    }
    const from = checksummed(caller.user.walletAddress);
    const nftId = Number(input.nft_id);
    const found = await findNft(this.db, nftId, from);
    if (!found) throw new AppError('NOT_FOUND');
    nftsPolicy.authorize(caller, 'see', { publiclyVisible: found.nft.publiclyVisible, held: found.amount });
    if (!from) throw new AppError('NO_WALLET');
    const target = this.target(input.target_address, from);

    // The signer's role is made sure before anything is written (a chain call).
    await services.passes.ensureRole();
    const validUntil = Math.floor(Date.now() / 1000) + PASS_VALID_SECONDS;
    const issued = await inTransaction(this.db, async (tx) => {
      await lockUserForNftMoves(tx, userId);
      const again = await passByKey(tx, userId, key);
      if (again) return { row: again, created: false };
      // Movable as the gifts count it: less the copies of gifts sent but not yet indexed too.
      const movable = Math.max(0, await movableCopy(tx, userId, nftId));
      if (input.amount > movable) {
        const { balance, frozen } = await copiesOf(tx, from, nftId);
        const locked = (await lockedCopies(tx, userId, [nftId])).get(nftId) ?? 0;
        throw new AppError('VALIDATION_FAILED', 'You cannot transfer that many copies of this NFT.', {
          'nft_transfer.amount': [
            `exceeds your movable copies (${movable}: ${balance} held, ${frozen} frozen, ${locked} promised elsewhere, the rest on their way as gifts)`,
          ],
        });
      }
      const id = await nextPassId(tx);
      const pass: NftPass = {
        from: from as Address,
        to: target,
        id: BigInt(nftId),
        amount: BigInt(input.amount),
        nonce: BigInt(id),
        validUntil: BigInt(validUntil),
      };
      const signature = await services.passes.sign(pass);
      const row = await insertPass(tx, {
        id,
        userId,
        nftId,
        amount: input.amount,
        chainId,
        fromAddress: from,
        targetAddress: target,
        signature,
        validUntil: new Date(validUntil * 1000),
        idempotencyKey: key,
      });
      if (!row) throw new AppError('CONFLICT', 'This Idempotency-Key is in use by another request.');
      return { row, created: true };
    });
    if (!issued.created) return { created: false, doc: await this.answerExisting(issued.row, input) };
    return { created: true, doc: await this.submitAndAnswer(issued.row) };
  }

  /**
   * The fan's own wallet sent the pass in `txHash`: the receipt must hold CommunityNFT's `PassUsed`
   * of this pass's nonce; the pass is then `used` (again: the same answer). Another user's pass 404.
   */
  async success(caller: Caller, id: number, txHash: Hex) {
    const services = this.ports.chain.require();
    const row = await passOf(this.db, caller.user.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'used' && row.txHash?.toLowerCase() === txHash.toLowerCase()) return this.document(row);
    if (row.status === 'used') {
      throw fieldInvalid('tx_hash', 'is not the transaction that used this pass');
    }
    const outcome = await services.passes.passUsedIn(txHash, BigInt(row.id));
    if (outcome === 'not_mined') throw fieldInvalid('tx_hash', 'has no receipt yet');
    if (outcome === 'reverted') throw fieldInvalid('tx_hash', 'reverted: the pass was not used');
    if (outcome === 'not_used') throw fieldInvalid('tx_hash', 'did not use this pass');
    await markPassUsed(this.db, row.id, txHash);
    return this.document((await passById(this.db, row.id)) ?? row);
  }

  /** A target the copies may go to: an address, not the zero address, not ours, not the holder's own. */
  private target(raw: string, from: string): Address {
    const field = 'nft_transfer.target_address';
    const text = raw.trim();
    if (!isAddress(text, { strict: false })) throw fieldInvalid(field, 'is not an address');
    const address = getAddress(text);
    if (address === ZERO) throw fieldInvalid(field, 'is the zero address');
    const d = this.ports.chain.require().runtime.deployment;
    const ours = [d.tokenAddress, d.nftAddress, d.actionsAddress, d.adminAddress, d.treasuryAddress].map((a) =>
      a.toLowerCase(),
    );
    if (ours.includes(address.toLowerCase())) throw fieldInvalid(field, "is one of the community's own contracts");
    if (address === from) throw fieldInvalid(field, 'is your own wallet');
    return address;
  }

  /** The same key again: the same request answers its pass, another one 409. */
  private async answerExisting(row: TransferPassRow, input: TransferInput) {
    const same =
      String(row.nftId) === input.nft_id &&
      row.amount === input.amount &&
      String(row.chainId) === input.transfer_network_id &&
      isAddress(input.target_address.trim(), { strict: false }) &&
      getAddress(input.target_address.trim()) === row.targetAddress;
    if (!same) throw new AppError('CONFLICT', 'This Idempotency-Key was used for another transfer.');
    // A retry after a crash between the pass and its send sends it now (once: the record's key).
    return row.status === 'issued' ? this.submitAndAnswer(row) : this.document(row);
  }

  /** A hot wallet's pass is sent by the server now; a self-custody wallet's is answered for its wallet. */
  private async submitAndAnswer(row: TransferPassRow) {
    const services = this.ports.chain.require();
    const wallet = await services.wallets.find(row.userId);
    if (!wallet) return this.document(row);
    const pass: NftPass = {
      from: row.fromAddress as Address,
      to: row.targetAddress as Address,
      id: BigInt(row.nftId),
      amount: BigInt(row.amount),
      nonce: BigInt(row.id),
      validUntil: BigInt(Math.floor(row.validUntil.getTime() / 1000)),
    };
    let record: TransactionRow;
    try {
      ({ row: record } = await services.passes.submitFromHotWallet(
        row.userId,
        pass,
        row.signature as Hex,
        sendKey(row.id),
      ));
    } catch (err) {
      // Refused before it was sent (simulated): the pass can never be used, so it locks nothing.
      if (err instanceof AppError) await expirePass(this.db, row.id);
      throw err;
    }
    if (record.txStatus === 'failed') {
      await expirePass(this.db, row.id);
      throw new AppError('TRANSACTION_FAILED', undefined, { reason: [record.error ?? 'reverted'] });
    }
    if (record.txStatus === 'complete' && record.txHash) await markPassUsed(this.db, row.id, record.txHash);
    return this.document((await passById(this.db, row.id)) ?? row, record);
  }

  /** The pass as a document (issued passes past their time read as expired), with its send's record. */
  private async document(row: TransferPassRow, record?: TransactionRow) {
    const services = this.ports.chain.require();
    await expireIssuedPasses(this.db, row.userId);
    const now = (await passById(this.db, row.id)) ?? row;
    const wallet = await services.wallets.find(row.userId);
    const sent = record ?? (wallet ? await services.passes.recordOf(row.userId, sendKey(row.id)) : undefined);
    const uri =
      (await services.passes.metadataUri(BigInt(row.nftId))) ??
      `${this.ports.publicUrl.replace(/\/$/, '')}/v2/nfts/${row.nftId}`;
    return {
      data: presentTransfer(now, {
        contractAddress: services.runtime.deployment.nftAddress,
        metadataUri: uri,
        submittedByServer: wallet !== undefined,
        transactionId: sent?.id ?? null,
      }),
      included: sent ? [presentTransaction(sent)] : [],
      meta: {},
    };
  }
}
