import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  BaseError,
  getAddress,
  http,
  HttpRequestError,
  keccak256,
  SocketClosedError,
  TimeoutError,
  WebSocketRequestError,
  type Address,
  type Chain,
  type Hex,
  type PrivateKeyAccount,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { communityTokenAbi, deployContracts } from '@tribune/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { findDeployment, saveDeployment, type Deployment } from './repository.ts';

/** How long a send waits for its receipt before it leaves the record pending (its recovery goes on). */
const RECEIPT_TIMEOUT_MS = 120_000;

/** A transaction signed by the server, before it is broadcast (docs/CHAIN.md "Write-ahead value moves"). */
export interface SignedTransaction {
  hash: Hex;
  raw: Hex;
  nonce: number;
  signer: Address;
}

export interface SendHooks {
  /** Called with the signed transaction before it is broadcast; when it throws, nothing is sent. */
  signed?: (tx: SignedTransaction) => Promise<void>;
}

/**
 * A send that did not end in a successful receipt. `failed`: nothing moved and nothing will (refused,
 * reverted, or never broadcast); `pending`: the transaction may still be mined (the node could not be
 * asked, or gave no receipt in time), so its record stays pending for the recovery to settle.
 */
export class ChainSendError extends Error {
  constructor(
    readonly outcome: 'failed' | 'pending',
    /** A short reason for the record: `reverted`, `refused: nonce too low`, `not sent`, `unknown`, … */
    readonly reason: string,
    readonly hash?: Hex,
    cause?: unknown,
  ) {
    super(`chain: transaction ${hash ?? '(not sent)'} ${outcome}: ${reason}`, { cause });
    this.name = 'ChainSendError';
  }
}

/**
 * Transport failures: the node may or may not have seen the request. (viem's UnknownRpcError is no
 * such sign: its custom transport wraps a node's error whose code it has no class for, e.g. a revert's
 * code 3 from the embedded node, in one.)
 */
const TRANSPORT_ERRORS = [HttpRequestError, TimeoutError, SocketClosedError, WebSocketRequestError];

/** Whether the node itself answered with an error (a JSON-RPC error object), not the way to it. */
export function nodeAnswered(err: unknown): boolean {
  let answered = false;
  let transport = false;
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if (TRANSPORT_ERRORS.some((type) => e instanceof type)) transport = true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'number' && code !== -1) answered = true;
    if (!(e instanceof Error)) break;
  }
  return answered && !transport;
}

/** The node's refusal in a few words, for the record (`refused: nonce too low`), or `reverted`. */
export function refusalOf(err: unknown): string {
  const text = (err instanceof BaseError ? err.details || err.shortMessage : String(err)).toLowerCase();
  if (/revert/.test(text)) return 'reverted';
  for (const [pattern, reason] of [
    [/nonce too low|nonce has already been used/, 'nonce too low'],
    [/nonce too high/, 'nonce too high'],
    [/insufficient funds/, 'insufficient funds for gas'],
    [/intrinsic gas/, 'intrinsic gas too low'],
    [/gas limit|exceeds block gas/, 'gas limit'],
    [/fee cap|underpriced|max fee/, 'fee too low'],
    [/already known|known transaction/, 'already known'],
  ] as const) {
    if (pattern.test(text)) return `refused: ${reason}`;
  }
  return 'refused';
}

/** viem's "no such transaction/receipt" answers. */
function isNotFound(err: unknown): boolean {
  const name = (err as { name?: string }).name ?? '';
  return name === 'TransactionReceiptNotFoundError' || name === 'TransactionNotFoundError';
}

/** An EIP-1193 request function: the embedded chain's IPC channel (viem's `custom` transport takes it). */
export type ChainRequest = (args: { method: string; params?: unknown }) => Promise<unknown>;

/**
 * What the server needs of a chain: where to reach it (an external chain's `rpcUrl`, over HTTP; the
 * embedded chain's `request`, over its child's IPC channel: it has no URL) and the admin key; the
 * embedded one also journals.
 */
export type ChainBackend = ChainBackendFields &
  ({ rpcUrl: string; request?: never } | { request: ChainRequest; rpcUrl?: never });

interface ChainBackendFields {
  chainId: number;
  chainName: string;
  adminKey: Hex;
  /** Blocks an event must be under before it counts (0 on the embedded chain). */
  confirmations: number;
  explorerUrl?: string;
  /** The embedded chain's journaled send (docs/CHAIN.md); without it, `eth_sendRawTransaction` goes to the node. */
  sendRaw?: (raw: Hex) => Promise<TransactionReceipt>;
  /** Contracts deployed elsewhere (CHAIN=external); without them the runtime deploys once and remembers. */
  contracts?: { token: Address; nft: Address; actions: Address; fromBlock: bigint };
  stop?: () => Promise<void>;
}

/**
 * The community chain as the server uses it: a public client for reads, wallet clients for the
 * admin and hot wallets whose sends go through the backend (the embedded chain journals them),
 * one send at a time per sender (nonces), and the deployed contracts.
 */
export class ChainRuntime {
  readonly chain: Chain;
  readonly publicClient: PublicClient;
  readonly admin: PrivateKeyAccount;
  private readonly senders = new Map<Address, Promise<unknown>>();
  /** The records whose send runs in this process now (write-ahead.ts): the recovery leaves them alone. */
  readonly recordsInFlight = new Set<number>();
  /**
   * The remembered CommunityNFT's `CONTRACT_VERSION()` (1 for a v1, which has none), read at the
   * chain's start (nft-upgrade.ts); the routes that need v2 ask `requireNftContractV2`.
   */
  nftContractVersion = 2;

  private constructor(
    readonly backend: ChainBackend,
    readonly deployment: Deployment,
    chain: Chain,
    publicClient: PublicClient,
  ) {
    this.chain = chain;
    this.publicClient = publicClient;
    this.admin = privateKeyToAccount(backend.adminKey);
  }

  /**
   * Connects, and makes sure the contracts exist: an external chain's addresses are checked for
   * code; the embedded chain deploys once (the admin holds every role and is the treasury) and
   * stores the addresses, and a later start checks they still hold code (a journal lost while the
   * database kept its rows is an error, never a silent fresh chain).
   */
  static async open(backend: ChainBackend, db: Db, log: FastifyBaseLogger): Promise<ChainRuntime> {
    const chain = defineChain({
      id: backend.chainId,
      name: backend.chainName,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      // Where wallets would reach it; the server's own clients use the transport below.
      rpcUrls: { default: { http: backend.rpcUrl ? [backend.rpcUrl] : [] } },
    });
    // No retries: a revert answers at once (viem retries some errors with back-off, which queued
    // every later send of the same sender behind seconds of retries), and a send is never repeated.
    const node = createPublicClient({
      chain,
      transport: backend.request
        ? custom({ request: backend.request }, { retryCount: 0 })
        : http(backend.rpcUrl, { retryCount: 0 }),
    });
    const transport = custom(
      {
        request: async ({ method, params }: { method: string; params?: unknown }) => {
          if (method === 'eth_sendRawTransaction' && backend.sendRaw) {
            const raw = (params as [Hex])[0];
            return (await backend.sendRaw(raw)).transactionHash;
          }
          return node.request({ method, params } as never);
        },
      },
      { retryCount: 0 },
    );
    const publicClient = createPublicClient({ chain, transport }) as PublicClient;
    const admin = privateKeyToAccount(backend.adminKey);
    const actualId = await publicClient.getChainId();
    if (actualId !== backend.chainId) {
      throw new Error(`chain: the node at the RPC URL is chain ${actualId}, not ${backend.chainId}`);
    }

    let deployment = await findDeployment(db, backend.chainId);
    if (backend.contracts) {
      deployment = {
        chainId: backend.chainId,
        tokenAddress: getAddress(backend.contracts.token),
        nftAddress: getAddress(backend.contracts.nft),
        actionsAddress: getAddress(backend.contracts.actions),
        adminAddress: admin.address,
        treasuryAddress: admin.address,
        fromBlock: backend.contracts.fromBlock,
      };
      await saveDeployment(db, deployment);
    } else if (!deployment) {
      const walletClient = createWalletClient({ account: admin, chain, transport });
      const deployed = await deployContracts({
        walletClient,
        publicClient,
        admin: admin.address,
        treasury: admin.address,
      });
      deployment = {
        chainId: backend.chainId,
        tokenAddress: deployed.token,
        nftAddress: deployed.nft,
        actionsAddress: deployed.actions,
        adminAddress: admin.address,
        treasuryAddress: admin.address,
        fromBlock: deployed.fromBlock,
      };
      await saveDeployment(db, deployment);
      log.info({ chainId: backend.chainId, token: deployed.token }, 'chain: contracts deployed');
    }
    for (const address of [deployment.tokenAddress, deployment.nftAddress, deployment.actionsAddress]) {
      const code = await publicClient.getCode({ address: address as Address });
      if (!code || code === '0x') {
        throw new Error(
          `chain: no contract at ${address} on chain ${backend.chainId}; the database remembers a deployment the chain does not have (a lost chain folder, or the wrong CHAIN_RPC_URL)`,
        );
      }
    }
    return new ChainRuntime(backend, deployment, chain, publicClient);
  }

  /**
   * Follows another CommunityNFT from now on (the upgrade switched `chain_deployments.nft_address`):
   * the deployment every send and read takes its address from, and its version.
   */
  useNftContract(address: Address, version: number): void {
    this.deployment.nftAddress = getAddress(address);
    this.nftContractVersion = version;
  }

  /** A wallet client that signs with `account` and sends through the backend. */
  walletFor(account: PrivateKeyAccount): WalletClient<Transport, Chain, PrivateKeyAccount> {
    return createWalletClient({
      account,
      chain: this.chain,
      transport: custom({ request: (args) => this.publicClient.request(args as never) }, { retryCount: 0 }),
    });
  }

  /**
   * Runs `send` after every earlier send of the same sender has ended, so each takes the next
   * nonce (one server instance; several instances with one admin key need the job queue's lock).
   */
  async serialized<T>(sender: Address, send: () => Promise<T>): Promise<T> {
    const before = this.senders.get(sender) ?? Promise.resolve();
    const mine = before.then(send, send);
    const tail = mine.catch(() => undefined);
    this.senders.set(sender, tail);
    try {
      return await mine;
    } finally {
      if (this.senders.get(sender) === tail) this.senders.delete(sender);
    }
  }

  /**
   * Sends one transaction signed by `account`, waits for its receipt, and fails on a revert. Write-ahead
   * (docs/CHAIN.md "Write-ahead value moves"): the transaction is signed first and handed to
   * `hooks.signed` (the caller stores its hash and bytes with its record) before anything is broadcast;
   * when that hook throws, nothing is sent. Errors are `ChainSendError`s: `failed` when the transaction
   * did not and will not move anything (refused before or at broadcast, or reverted), `pending` when its
   * fate is unknown (the node could not be asked): the record's recovery settles it later.
   */
  async send(
    account: PrivateKeyAccount,
    request: { to: Address; data?: Hex; value?: bigint },
    hooks: SendHooks = {},
  ): Promise<TransactionReceipt> {
    return this.serialized(account.address, async () => {
      const wallet = this.walletFor(account);
      let signed: SignedTransaction;
      try {
        // Nonce (the pending count), gas and fees from the node; a call that would revert fails here.
        const prepared = await wallet.prepareTransactionRequest({ ...request, account, chain: this.chain });
        const raw = await wallet.signTransaction(prepared as never);
        signed = { hash: keccak256(raw), raw, nonce: prepared.nonce, signer: account.address };
      } catch (err) {
        throw new ChainSendError(nodeAnswered(err) ? 'failed' : 'pending', refusalOf(err), undefined, err);
      }
      if (hooks.signed) {
        try {
          await hooks.signed(signed);
        } catch (err) {
          throw new ChainSendError('failed', 'not sent', undefined, err);
        }
      }
      return this.broadcastSigned(signed);
    });
  }

  /**
   * Broadcasts a transaction signed before (a send, or a pending record's after a crash) and waits for
   * its receipt. Run it inside `serialized(signed.signer)`. Sending the same bytes again is harmless: a
   * transaction is mined once, whatever the node is told.
   */
  async broadcastSigned(signed: SignedTransaction): Promise<TransactionReceipt> {
    const { hash } = signed;
    try {
      await this.publicClient.sendRawTransaction({ serializedTransaction: signed.raw });
    } catch (err) {
      // Already mined or already in the pool (a second broadcast): wait for it like any other.
      const fate = await this.fateOf(hash).catch(() => 'unknown' as const);
      if (fate === 'unknown') throw new ChainSendError('pending', 'unknown', hash, err);
      if (fate === 'absent') {
        throw new ChainSendError(nodeAnswered(err) ? 'failed' : 'pending', refusalOf(err), hash, err);
      }
    }
    let receipt: TransactionReceipt;
    try {
      receipt = await this.publicClient.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS });
    } catch (err) {
      throw new ChainSendError('pending', 'unknown', hash, err);
    }
    if (receipt.status !== 'success') throw new ChainSendError('failed', 'reverted', hash);
    return receipt;
  }

  /** Whether the node has mined `hash` (its receipt), holds it in its pool, or does not know it. */
  async fateOf(hash: Hex): Promise<TransactionReceipt | 'pool' | 'absent'> {
    try {
      return await this.publicClient.getTransactionReceipt({ hash });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    try {
      await this.publicClient.getTransaction({ hash });
      return 'pool';
    } catch (err) {
      if (!isNotFound(err)) throw err;
      return 'absent';
    }
  }

  /** The token balance of an address, in base units (× 1e8). */
  async tokenBalance(address: Address): Promise<bigint> {
    return this.publicClient.readContract({
      address: this.deployment.tokenAddress as Address,
      abi: communityTokenAbi,
      functionName: 'balanceOf',
      args: [address],
    });
  }

  async close(): Promise<void> {
    await this.backend.stop?.();
  }
}
