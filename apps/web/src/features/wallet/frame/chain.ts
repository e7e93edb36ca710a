/**
 * The few contract calls the app encodes itself (reads of the operator and approval state, and the
 * calls a browser wallet sends), with their 4-byte selectors written out: a tiny hand-written ABI
 * encoder instead of viem keeps the bundle small. The selectors are keccak256 of the signatures
 * (checked against viem's `toFunctionSelector` when written; see chain.test.ts for the layout).
 */
export const SELECTORS = {
  'isOperatorFor(address,address)': '0xd95b6371',
  'isApprovedForAll(address,address)': '0xe985e9c5',
  'balanceOf(address,uint256)': '0x00fdd58e',
  'transfer(address,uint256)': '0xa9059cbb',
  'setApprovalForAll(address,bool)': '0xa22cb465',
  'authorizeOperator(address)': '0x959b8c3f',
  'revokeOperator(address)': '0xfad8b32a',
  'boostComment(uint256,uint256)': '0x7f818ae7',
  'boostContent(uint256,uint256)': '0x087192e8',
  'boostIdea(uint256,uint256)': '0x01d43d46',
  'boostAmaQuestion(uint256,uint256)': '0x9fb36799',
  'boostGroupPost(uint256,uint256)': '0x41597870',
  'boostFeedPost(uint256,uint256)': '0x86face51',
  'unlockContent(uint256,uint256)': '0x5d44dfdc',
  'transferWithPass((address,address,uint256,uint256,uint256,uint256),bytes)': '0x6a82fb9c',
} as const;

/**
 * The argument types of a signature whose first argument is a static tuple: inline in the head, its
 * encoding is that of its fields one by one (CommunityNFT's pass, docs/NFTS.md "Transfer out").
 */
const FLAT_TYPES: Partial<Record<keyof typeof SELECTORS, string[]>> = {
  'transferWithPass((address,address,uint256,uint256,uint256,uint256),bytes)': [
    'address',
    'address',
    'uint256',
    'uint256',
    'uint256',
    'uint256',
    'bytes',
  ],
};

/** The function names the app knows, with their argument types. */
const SIGNATURES: Record<string, keyof typeof SELECTORS> = Object.fromEntries(
  Object.keys(SELECTORS).map((s) => [s.slice(0, s.indexOf('(')), s as keyof typeof SELECTORS]),
);

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function word(hex: string): string {
  return hex.padStart(64, '0');
}

function encodeArg(type: string, value: string | boolean): string {
  if (type === 'address') {
    if (typeof value !== 'string' || !ADDRESS.test(value)) throw new Error(`Invalid address: ${String(value)}`);
    return word(value.slice(2).toLowerCase());
  }
  if (type === 'bool') return word(value === true || value === 'true' ? '1' : '0');
  if (type === 'uint256') {
    const s = String(value);
    if (!/^\d+$/.test(s)) throw new Error(`Invalid number: ${s}`);
    const n = BigInt(s);
    if (n >= 1n << 256n) throw new Error(`Number too large: ${s}`);
    return word(n.toString(16));
  }
  throw new Error(`Unsupported type: ${type}`);
}

/** A `bytes` value's tail: its length word and its bytes, padded to whole words. */
function encodeBytes(value: string | boolean): string {
  if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(value)) throw new Error('Invalid bytes');
  const hex = value.slice(2).toLowerCase();
  const padded = hex.padEnd(Math.ceil(hex.length / 64) * 64, '0');
  return word((hex.length / 2).toString(16)) + padded;
}

/** The call data of `functionName(parameters…)`, for the functions in SELECTORS only. */
export function encodeCall(functionName: string, parameters: readonly (string | boolean)[]): string {
  const signature = SIGNATURES[functionName];
  if (!signature) throw new Error(`Unknown function: ${functionName}`);
  const types = FLAT_TYPES[signature] ?? signature.slice(signature.indexOf('(') + 1, -1).split(',');
  if (types.length !== parameters.length) throw new Error(`${functionName} takes ${types.length} arguments`);
  // Heads in order; a dynamic value (bytes) puts its offset in the head and itself in the tail.
  let tail = '';
  const heads = types.map((type, i) => {
    const value = parameters[i] as string | boolean;
    if (type !== 'bytes') return encodeArg(type, value);
    const offset = word(((types.length * 64 + tail.length) / 2).toString(16));
    tail += encodeBytes(value);
    return offset;
  });
  return SELECTORS[signature] + heads.join('') + tail;
}

/** A 32-byte boolean result (`0x…01`) as a boolean. */
export function decodeBool(result: unknown): boolean {
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]*$/.test(result) || result.length < 3) {
    throw new Error('Unexpected result');
  }
  return BigInt(result) !== 0n;
}

/** A chain id as EIP-1193 wants it: `0x` and lower-case hex without leading zeros (137 → '0x89'). */
export function chainIdHex(chainId: number | string | bigint): string {
  return `0x${BigInt(chainId).toString(16)}`;
}

let rpcId = 0;

/** One JSON-RPC call to the chain endpoint (our server's read/submit proxy). */
export async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (body.error) throw new Error(body.error.message ?? 'RPC error');
  return body.result;
}

/** `eth_call` of a view function returning bool. */
export async function readBool(
  url: string,
  contract: string,
  functionName: string,
  parameters: string[],
): Promise<boolean> {
  return decodeBool(
    await rpc(url, 'eth_call', [{ to: contract, data: encodeCall(functionName, parameters) }, 'latest']),
  );
}

/** Whether the admin is operator of the holder's tokens (`isOperatorFor(admin, holder)` on the token). */
export function readIsOperator(url: string, token: string, admin: string, holder: string): Promise<boolean> {
  return readBool(url, token, 'isOperatorFor', [admin, holder]);
}

/** Whether the holder approved the admin for all NFTs (`isApprovedForAll(holder, admin)` on the NFT). */
export function readIsApprovedForAll(url: string, nft: string, holder: string, admin: string): Promise<boolean> {
  return readBool(url, nft, 'isApprovedForAll', [holder, admin]);
}
