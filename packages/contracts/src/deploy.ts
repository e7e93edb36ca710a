import {
  getAddress,
  type Account,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import {
  communityActionsAbi,
  communityActionsBytecode,
  communityNftAbi,
  communityNftBytecode,
  communityTokenAbi,
  communityTokenBytecode,
} from './abi.ts';

export type DeployOptions = {
  walletClient: WalletClient<Transport, Chain | undefined, Account>;
  publicClient: PublicClient;
  /** Receives every role of the three contracts (admin, minter, pauser, URI setters). */
  admin: Address;
  /** Receives boosts, unlocks and the unlocked part of votes; also the default royalty receiver. */
  treasury: Address;
  tokenName?: string;
  tokenSymbol?: string;
  /** ERC-1155 metadata URI template (`{id}` is replaced by clients). */
  nftUri?: string;
  nftContractUri?: string;
  /** Default royalty in basis points (500 = 5 %). */
  royaltyBps?: number;
};

export type DeployedContracts = {
  token: Address;
  nft: Address;
  actions: Address;
  /** The block of the first deployment: where an indexer starts. */
  fromBlock: bigint;
};

/**
 * Deploys CommunityToken, CommunityNFT and CommunityActions, one after the other (each waits for its
 * receipt). The constructors grant every role to `admin`; the deployer keeps none unless it is `admin`.
 */
export async function deployContracts(options: DeployOptions): Promise<DeployedContracts> {
  const { walletClient, publicClient, admin, treasury } = options;
  const { account, chain } = walletClient;

  const deployed = async (hash: Hex): Promise<{ address: Address; blockNumber: bigint }> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success' || !receipt.contractAddress) {
      throw new Error(`Deployment ${hash} failed`);
    }
    return { address: getAddress(receipt.contractAddress), blockNumber: receipt.blockNumber };
  };

  const token = await deployed(
    await walletClient.deployContract({
      abi: communityTokenAbi,
      bytecode: communityTokenBytecode,
      args: [options.tokenName ?? 'Community Token', options.tokenSymbol ?? 'FAN', admin],
      account,
      chain,
    }),
  );
  const nft = await deployed(
    await walletClient.deployContract({
      abi: communityNftAbi,
      bytecode: communityNftBytecode,
      args: [options.nftUri ?? '', options.nftContractUri ?? '', admin, treasury, BigInt(options.royaltyBps ?? 500)],
      account,
      chain,
    }),
  );
  const actions = await deployed(
    await walletClient.deployContract({
      abi: communityActionsAbi,
      bytecode: communityActionsBytecode,
      args: [token.address, admin, treasury],
      account,
      chain,
    }),
  );
  return { token: token.address, nft: nft.address, actions: actions.address, fromBlock: token.blockNumber };
}
