import { type Abi, type Hash, type LocalAccount } from 'viem';
/** Reads `isOperatorFor(operator, holder)` on a token. */
export declare function isOperatorFor(rpcUrl: string, token: `0x${string}`, operator: `0x${string}`, holder: `0x${string}`): Promise<boolean>;
export declare function chainId(rpcUrl: string): Promise<number>;
export interface SendInput {
    rpcUrl: string;
    account: LocalAccount;
    address: `0x${string}`;
    abi: Abi;
    functionName: string;
    args: readonly unknown[];
}
/** Signs and sends one contract call; the hash as soon as the node accepted it. */
export declare function sendCall(input: SendInput): Promise<Hash>;
export interface Outcome {
    status: 'success' | 'error';
    /** The revert or failure reason (not translated), when status is error. */
    reason?: string;
}
/** Waits for the receipt of a sent transaction. */
export declare function waitFor(rpcUrl: string, hash: Hash): Promise<Outcome>;
/**
 * Why a send failed: 'insufficient-funds' (no gas money), 'network' (node unreachable), the
 * contract's custom error name, or viem's short message.
 */
export declare function errorReason(error: unknown): string;
