/**
 * The few ABI fragments the frame calls (from packages/contracts' CommunityToken, CommunityNFT and
 * CommunityActions), kept here so the bundle carries only these, plus the custom errors a fan may meet
 * (so a revert is reported by name).
 */

const uint = (name: string) => ({ name, type: 'uint256', internalType: 'uint256' }) as const;

const errors = [
  {
    type: 'error',
    name: 'ERC20InsufficientBalance',
    inputs: [
      { name: 'sender', type: 'address' },
      { name: 'balance', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
  {
    type: 'error',
    name: 'NotOperator',
    inputs: [
      { name: 'caller', type: 'address' },
      { name: 'holder', type: 'address' },
    ],
  },
  { type: 'error', name: 'EnforcedPause', inputs: [] },
  { type: 'error', name: 'SelfOperator', inputs: [] },
  { type: 'error', name: 'ZeroAmount', inputs: [] },
  {
    type: 'error',
    name: 'AlreadyUnlocked',
    inputs: [
      { name: 'contentId', type: 'uint256' },
      { name: 'buyer', type: 'address' },
    ],
  },
  { type: 'error', name: 'DepositAlreadyWithdrawn', inputs: [{ name: 'depositId', type: 'uint256' }] },
  {
    type: 'error',
    name: 'DepositLocked',
    inputs: [
      { name: 'depositId', type: 'uint256' },
      { name: 'unlocksAt', type: 'uint64' },
    ],
  },
  { type: 'error', name: 'UnknownDeposit', inputs: [{ name: 'depositId', type: 'uint256' }] },
  // CommunityNFT's passes and frozen copies (docs/NFTS.md "Transfer out").
  { type: 'error', name: 'PassExpired', inputs: [uint('validUntil')] },
  { type: 'error', name: 'PassNonceUsed', inputs: [uint('nonce')] },
  { type: 'error', name: 'PassInvalidSignature', inputs: [] },
  {
    type: 'error',
    name: 'PassWrongSubmitter',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'submitter', type: 'address' },
    ],
  },
  {
    type: 'error',
    name: 'FrozenTokens',
    inputs: [{ name: 'holder', type: 'address' }, uint('id'), uint('movable'), uint('requested')],
  },
  {
    type: 'error',
    name: 'ERC1155InsufficientBalance',
    inputs: [{ name: 'sender', type: 'address' }, uint('balance'), uint('needed'), uint('tokenId')],
  },
] as const;

export const tokenAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'to', type: 'address' }, uint('value')],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'authorizeOperator',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'operator', type: 'address' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'revokeOperator',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'operator', type: 'address' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'isOperatorFor',
    stateMutability: 'view',
    inputs: [
      { name: 'operator', type: 'address' },
      { name: 'holder', type: 'address' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  ...errors,
] as const;

export const nftAbi = [
  {
    type: 'function',
    name: 'transferWithPass',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'pass',
        type: 'tuple',
        components: [
          { name: 'from', type: 'address' },
          { name: 'to', type: 'address' },
          uint('id'),
          uint('amount'),
          uint('nonce'),
          uint('validUntil'),
        ],
      },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'setApprovalForAll',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'operator', type: 'address' },
      { name: 'approved', type: 'bool' },
    ],
    outputs: [],
  },
  ...errors,
] as const;

const boost = <N extends string>(name: N) =>
  ({
    type: 'function',
    name,
    stateMutability: 'nonpayable',
    inputs: [uint('itemId'), uint('amount')],
    outputs: [],
  }) as const;

export const actionsAbi = [
  boost('boostComment'),
  boost('boostContent'),
  boost('boostIdea'),
  boost('boostAmaQuestion'),
  boost('boostGroupPost'),
  boost('boostFeedPost'),
  {
    type: 'function',
    name: 'unlockContent',
    stateMutability: 'nonpayable',
    inputs: [uint('contentId'), uint('price')],
    outputs: [],
  },
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [uint('depositId')],
    outputs: [],
  },
  ...errors,
] as const;
