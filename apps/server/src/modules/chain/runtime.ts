import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  getAddress,
  http,
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

  /** Sends one transaction signed by `account`, waits for its receipt, and fails on a revert. */
  async send(
    account: PrivateKeyAccount,
    request: { to: Address; data?: Hex; value?: bigint },
  ): Promise<TransactionReceipt> {
    return this.serialized(account.address, async () => {
      const hash = await this.walletFor(account).sendTransaction({ ...request, account, chain: this.chain });
      const receipt = await this.publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`chain: transaction ${hash} reverted`);
      return receipt;
    });
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
