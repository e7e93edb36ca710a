/**
 * The tests' chain: hardhat 2's in-process provider (no server, no compiler) behind viem's `custom()`
 * transport, the three contracts deployed once per file with `deployContracts`, and a snapshot that each
 * test reverts to.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createTestClient,
  createWalletClient,
  custom,
  decodeErrorResult,
  getAddress,
  getContract,
  type Address,
  type CustomTransport,
  type EIP1193Provider,
  type GetContractReturnType,
  type Hash,
  type JsonRpcAccount,
  type PublicClient,
  type TestClient,
  type TransactionReceipt,
  type WalletClient,
} from 'viem';
import { hardhat } from 'viem/chains';
import { expect } from 'vitest';
import {
  communityActionsAbi,
  communityNftAbi,
  communityTokenAbi,
  deployContracts,
  type DeployedContracts,
} from '../src/index.ts';

process.env.HARDHAT_CONFIG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../hardhat.config.cjs');

type HardhatRuntime = { network: { provider: EIP1193Provider } };

/**
 * Hardhat's in-process provider throws a revert as a plain error with the return data in `data`; its
 * JSON-RPC server (and every node) sends code 3 with that data, which viem decodes into the contract's
 * custom error. Report reverts the same way here.
 */
function asJsonRpcNode(provider: EIP1193Provider): EIP1193Provider {
  const request = (async (args: Parameters<EIP1193Provider['request']>[0]) => {
    try {
      return await provider.request(args);
    } catch (error) {
      const data = (error as { data?: unknown }).data;
      if (error instanceof Error && typeof data === 'string' && data.startsWith('0x')) {
        throw Object.assign(new Error(error.message), { code: 3, data });
      }
      throw error;
    }
  }) as EIP1193Provider['request'];
  return { ...provider, request };
}

type Clients = {
  public: PublicClient<CustomTransport, typeof hardhat>;
  wallet: WalletClient<CustomTransport, typeof hardhat, JsonRpcAccount>;
};
export type TokenContract = GetContractReturnType<typeof communityTokenAbi, Clients>;
export type NftContract = GetContractReturnType<typeof communityNftAbi, Clients>;
export type ActionsContract = GetContractReturnType<typeof communityActionsAbi, Clients>;

export type Chain = {
  publicClient: Clients['public'];
  /** Sends as `admin` unless a call names another `account` (hardhat's accounts are unlocked). */
  walletClient: Clients['wallet'];
  testClient: TestClient<'hardhat', CustomTransport, typeof hardhat>;
  accounts: Record<'deployer' | 'admin' | 'treasury' | 'fan' | 'otherFan' | 'outsider', Address>;
  addresses: DeployedContracts;
  token: TokenContract;
  nft: NftContract;
  actions: ActionsContract;
  /** Back to the state right after deployment. */
  reset: () => Promise<void>;
  /** Waits for a transaction and asserts it succeeded. */
  mined: (hash: Promise<Hash>) => Promise<TransactionReceipt>;
  /** The latest block's timestamp (seconds). */
  now: () => Promise<bigint>;
  /** Moves the chain's clock forward and mines a block. */
  travel: (seconds: number) => Promise<void>;
};

export async function startChain(): Promise<Chain> {
  const hre = ((await import('hardhat')) as { default: HardhatRuntime }).default;
  // No retries: a revert is an answer, not a transient failure (viem would retry it for about a second).
  const transport = custom(asJsonRpcNode(hre.network.provider), { retryCount: 0 });
  const publicClient = createPublicClient({ chain: hardhat, transport, pollingInterval: 20 });
  const testClient = createTestClient({ chain: hardhat, mode: 'hardhat', transport });
  const [deployer, admin, treasury, fan, otherFan, outsider] = (
    await createWalletClient({ chain: hardhat, transport }).getAddresses()
  ).map((address) => getAddress(address));
  if (!deployer || !admin || !treasury || !fan || !otherFan || !outsider)
    throw new Error('hardhat has too few accounts');
  const walletClient = createWalletClient({ chain: hardhat, transport, account: admin });

  // The deployer is not the admin: every role must come from the constructors' grants to `admin`.
  const deployerClient = createWalletClient({ chain: hardhat, transport, account: deployer });
  const addresses = await deployContracts({ walletClient: deployerClient, publicClient, admin, treasury });

  const client: Clients = { public: publicClient, wallet: walletClient };
  const token = getContract({ address: addresses.token, abi: communityTokenAbi, client });
  const nft = getContract({ address: addresses.nft, abi: communityNftAbi, client });
  const actions = getContract({ address: addresses.actions, abi: communityActionsAbi, client });

  // hardhat consumes a snapshot on revert: take a new one each time.
  let snapshot = await testClient.snapshot();
  const reset = async () => {
    await testClient.revert({ id: snapshot });
    snapshot = await testClient.snapshot();
  };
  const mined = async (hash: Promise<Hash>): Promise<TransactionReceipt> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
    expect(receipt.status).toBe('success');
    return receipt;
  };
  const now = async () => (await publicClient.getBlock()).timestamp;
  const travel = async (seconds: number) => {
    await testClient.increaseTime({ seconds });
    await testClient.mine({ blocks: 1 });
  };

  return {
    publicClient,
    walletClient,
    testClient,
    accounts: { deployer, admin, treasury, fan, otherFan, outsider },
    addresses,
    token,
    nft,
    actions,
    reset,
    mined,
    now,
    travel,
  };
}

const ALL_ERRORS = [...communityTokenAbi, ...communityNftAbi, ...communityActionsAbi].filter(
  (item) => item.type === 'error',
);

/** Asserts that a simulated call reverts with the named custom error (and, if given, its arguments). */
export async function expectRevert(call: Promise<unknown>, errorName: string, args?: readonly unknown[]) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, `expected a revert with ${errorName}`).toBeInstanceOf(BaseError);
  const reverted = (error as BaseError).walk((cause) => cause instanceof ContractFunctionRevertedError);
  expect(reverted).toBeInstanceOf(ContractFunctionRevertedError);
  // Decoded against all three contracts' errors: a revert may come from a contract called on the way
  // (the token's ERC20InsufficientBalance through CommunityActions).
  const raw = (reverted as ContractFunctionRevertedError).raw;
  expect(raw, 'revert data').toBeDefined();
  const data = decodeErrorResult({ abi: ALL_ERRORS, data: raw ?? '0x' });
  expect(data.errorName).toBe(errorName);
  if (args) expect(data.args).toEqual(args);
}
