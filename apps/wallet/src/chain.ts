/** Sending the fan's transactions through the instance's JSON-RPC node with the unlocked key. */
import { tokenAbi } from './abi.ts';
import {
  BaseError,
  ContractFunctionRevertedError,
  createClient,
  decodeFunctionResult,
  encodeFunctionData,
  FeeCapTooLowError,
  HttpRequestError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  http,
  type Abi,
  type Client,
  type Hash,
  type LocalAccount,
} from 'viem';
import { getChainId, waitForTransactionReceipt, writeContract } from 'viem/actions';

// Bare clients and single actions (not createPublicClient/createWalletClient, which bundle every
// action): the frame's JavaScript stays small.
function client(rpcUrl: string, account?: LocalAccount): Client {
  return createClient({ account, transport: http(rpcUrl, { retryCount: 1 }) });
}

/** Reads `isOperatorFor(operator, holder)` on a token. */
export async function isOperatorFor(
  rpcUrl: string,
  token: `0x${string}`,
  operator: `0x${string}`,
  holder: `0x${string}`,
): Promise<boolean> {
  // A plain eth_call (viem's readContract brings deployless-call bytecode and CCIP along).
  const data = encodeFunctionData({ abi: tokenAbi, functionName: 'isOperatorFor', args: [operator, holder] });
  const result = await client(rpcUrl).request({ method: 'eth_call', params: [{ to: token, data }, 'latest'] });
  return decodeFunctionResult({ abi: tokenAbi, functionName: 'isOperatorFor', data: result });
}

export async function chainId(rpcUrl: string): Promise<number> {
  return getChainId(client(rpcUrl));
}

export interface SendInput {
  rpcUrl: string;
  account: LocalAccount;
  address: `0x${string}`;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
}

/** Signs and sends one contract call; the hash as soon as the node accepted it. */
export async function sendCall(input: SendInput): Promise<Hash> {
  return writeContract(client(input.rpcUrl, input.account), {
    account: input.account,
    address: input.address,
    abi: input.abi,
    functionName: input.functionName,
    args: input.args,
    chain: null,
  });
}

export interface Outcome {
  status: 'success' | 'error';
  /** The revert or failure reason (not translated), when status is error. */
  reason?: string;
}

/** Waits for the receipt of a sent transaction. */
export async function waitFor(rpcUrl: string, hash: Hash): Promise<Outcome> {
  const receipt = await waitForTransactionReceipt(client(rpcUrl), { hash, timeout: 120_000 });
  return receipt.status === 'success' ? { status: 'success' } : { status: 'error', reason: 'reverted' };
}

/**
 * Why a send failed: 'insufficient-funds' (no gas money), 'network' (node unreachable), the
 * contract's custom error name, or viem's short message.
 */
export function errorReason(error: unknown): string {
  if (error instanceof BaseError) {
    if (error.walk((e) => e instanceof InsufficientFundsError)) return 'insufficient-funds';
    // The node's refusals of a signed transaction (the server answers them in the texts viem matches).
    if (error.walk((e) => e instanceof NonceTooLowError || e instanceof NonceTooHighError)) return 'nonce';
    if (error.walk((e) => e instanceof IntrinsicGasTooLowError || e instanceof IntrinsicGasTooHighError)) {
      return 'gas-limit';
    }
    if (error.walk((e) => e instanceof FeeCapTooLowError || e instanceof TipAboveFeeCapError)) return 'fee';
    const revert = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (revert instanceof ContractFunctionRevertedError) {
      return revert.data?.errorName ?? revert.reason ?? 'reverted';
    }
    if (error.walk((e) => e instanceof HttpRequestError)) return 'network';
    return error.shortMessage;
  }
  return error instanceof Error ? error.message : String(error);
}
