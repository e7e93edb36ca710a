import { describe, expect, it } from 'vitest';
import { chainIdHex, decodeBool, encodeCall } from './chain.ts';
import { boostCall, unlockCall } from './calls.ts';

const admin = '0x' + 'ab'.repeat(20);
const holder = '0x' + 'CD'.repeat(20);

describe('chainIdHex', () => {
  it('writes the chain id in 0x hex without padding', () => {
    expect(chainIdHex(1)).toBe('0x1');
    expect(chainIdHex(137)).toBe('0x89');
    expect(chainIdHex(31337)).toBe('0x7a69');
    expect(chainIdHex('80002')).toBe('0x13882');
  });
});

describe('encodeCall', () => {
  it('encodes isOperatorFor(admin, holder)', () => {
    expect(encodeCall('isOperatorFor', [admin, holder])).toBe(
      '0xd95b6371' + '0'.repeat(24) + 'ab'.repeat(20) + '0'.repeat(24) + 'cd'.repeat(20),
    );
  });

  it('encodes uint256 and bool words', () => {
    const data = encodeCall('transfer', [holder, '255']);
    expect(data.slice(0, 10)).toBe('0xa9059cbb');
    expect(data.slice(-64)).toBe('0'.repeat(62) + 'ff');
    expect(encodeCall('setApprovalForAll', [admin, true]).slice(-1)).toBe('1');
    expect(encodeCall('setApprovalForAll', [admin, false]).slice(-1)).toBe('0');
  });

  it('encodes transferWithPass(pass, signature) as viem does', async () => {
    const { encodeFunctionData } = await import('viem');
    const { communityNftAbi } = await import('@tribune/contracts');
    const signature = `0x${'1b'.repeat(65)}` as const;
    const pass = {
      from: admin,
      to: holder.toLowerCase(),
      id: 7n,
      amount: 2n,
      nonce: 41n,
      validUntil: 1_900_000_000n,
    } as const;
    expect(encodeCall('transferWithPass', [admin, holder, '7', '2', '41', '1900000000', signature])).toBe(
      encodeFunctionData({
        abi: communityNftAbi,
        functionName: 'transferWithPass',
        args: [pass as never, signature],
      }),
    );
  });

  it('refuses unknown functions and bad arguments', () => {
    expect(() => encodeCall('mint', [])).toThrow();
    expect(() => encodeCall('transfer', ['0x12', '1'])).toThrow();
    expect(() => encodeCall('transfer', [holder, '-1'])).toThrow();
    expect(() => encodeCall('transfer', [holder])).toThrow();
  });

  it('decodes a bool result', () => {
    expect(decodeBool('0x' + '0'.repeat(63) + '1')).toBe(true);
    expect(decodeBool('0x' + '0'.repeat(64))).toBe(false);
    expect(() => decodeBool('nope')).toThrow();
  });
});

describe('actions calls', () => {
  /** A call of the actions contract at 0xa. */
  const actionsCall = (functionName: string, parameters: string[]) => ({
    contractName: 'actions',
    contractAddress: '0xa',
    functionName,
    parameters,
  });

  it('boosts with the function of the boostable type', () => {
    expect(boostCall('0xa', 'ama_question', '12', 300n)).toEqual(actionsCall('boostAmaQuestion', ['12', '300']));
    expect(boostCall('0xa', 'comment', '1', 1n).functionName).toBe('boostComment');
    expect(encodeCall(boostCall('0xa', 'idea', '1', 1n).functionName, ['1', '1']).slice(0, 10)).toBe('0x01d43d46');
    expect(unlockCall('0xa', '9', '100').functionName).toBe('unlockContent');
  });

  it('boosts group posts and feed posts with their own functions, which a browser wallet can encode', () => {
    expect(boostCall('0xa', 'group_post', '7', 5n)).toEqual(actionsCall('boostGroupPost', ['7', '5']));
    expect(boostCall('0xa', 'feed_post', '8', 5n).functionName).toBe('boostFeedPost');
    // keccak256("boostGroupPost(uint256,uint256)") and ("boostFeedPost(uint256,uint256)"), viem's toFunctionSelector.
    expect(encodeCall('boostGroupPost', ['7', '5']).slice(0, 10)).toBe('0x41597870');
    expect(encodeCall('boostFeedPost', ['8', '5'])).toBe('0x86face51' + '8'.padStart(64, '0') + '5'.padStart(64, '0'));
    for (const type of ['comment', 'content', 'idea', 'ama_question', 'group_post', 'feed_post'] as const) {
      const call = boostCall('0xa', type, '1', 1n);
      expect(() => encodeCall(call.functionName, call.parameters)).not.toThrow();
    }
  });
});
