import { HttpRequestError, InvalidInputRpcError, TimeoutError, UnknownRpcError } from 'viem';
import { describe, expect, it } from 'vitest';
import { nodeAnswered, refusalOf } from './runtime.ts';

/** A JSON-RPC error object as a node answers it (the embedded node's IPC answers carry the same). */
const nodeError = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('a send error: did the node answer? (docs/CHAIN.md "Write-ahead value moves")', () => {
  it('counts a node error with a code, also one viem wraps in UnknownRpcError (a revert is code 3)', () => {
    const revert = new Error('gas estimation failed', {
      cause: new UnknownRpcError(nodeError(3, 'execution reverted')),
    });
    expect(nodeAnswered(revert)).toBe(true);
    expect(nodeAnswered(new InvalidInputRpcError(nodeError(-32000, 'nonce too low')))).toBe(true);
  });

  it('does not count a transport failure, nor an error without a node code', () => {
    expect(nodeAnswered(new HttpRequestError({ url: 'http://127.0.0.1:1', details: 'fetch failed' }))).toBe(false);
    expect(nodeAnswered(new TimeoutError({ body: {}, url: 'http://127.0.0.1:1' }))).toBe(false);
    expect(nodeAnswered(new UnknownRpcError(new Error('The embedded chain is not running')))).toBe(false);
  });

  it('names the refusal in words', () => {
    expect(refusalOf(new InvalidInputRpcError(nodeError(-32000, 'nonce too low: next nonce 5')))).toBe(
      'refused: nonce too low',
    );
    expect(
      refusalOf(new Error('Sender does not have enough funds: insufficient funds for gas * price')).valueOf(),
    ).toBe('refused: insufficient funds for gas');
    expect(refusalOf(new Error('execution reverted: ERC20InsufficientBalance'))).toBe('reverted');
  });
});
