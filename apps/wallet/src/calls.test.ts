import { describe, expect, it } from 'vitest';
import { callWords, checkCall, shortAddress, toUint, type CallRequest } from './calls.ts';
import { translator } from './i18n.ts';

const TO = '0xAbC0000000000000000000000000000000000123';
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const req = (contractName: string, functionName: string, params: unknown[] | string): CallRequest => ({
  contractName,
  contractAddress: CONTRACT,
  functionName,
  parameters: typeof params === 'string' ? params : JSON.stringify(params),
});

const en = translator('en');
function words(r: CallRequest): string {
  const checked = checkCall(r);
  if (!checked.ok) throw new Error(checked.error);
  const w = callWords(checked.call);
  return en(w.key, w.vars);
}

describe('checkCall (allow-list)', () => {
  it('accepts a token transfer and describes it with exact amounts', () => {
    const checked = checkCall(req('token', 'transfer', [TO, '150000000']));
    expect(checked).toMatchObject({
      ok: true,
      call: { functionName: 'transfer', args: [TO, 150000000n] },
      summary: {
        contractName: 'token',
        contractAddress: CONTRACT,
        functionName: 'transfer',
        amount: '150000000',
        to: TO,
      },
    });
    expect(words(req('token', 'transfer', [TO, '150000000']))).toBe('Send 1.5 tokens to 0xAbC0…0123');
    expect(words(req('token', 'transfer', [TO, 1]))).toBe('Send 0.00000001 tokens to 0xAbC0…0123');
    expect(words(req('token', 'transfer', [TO, '123456789012345678901234567890']))).toBe(
      'Send 1234567890123456789012.3456789 tokens to 0xAbC0…0123',
    );
  });

  it('accepts every boost, unlock and withdraw on actions', () => {
    for (const fn of [
      'boostComment',
      'boostContent',
      'boostIdea',
      'boostAmaQuestion',
      'boostGroupPost',
      'boostFeedPost',
    ]) {
      expect(words(req('actions', fn, ['42', '200000000']))).toBe('Boost with 2 tokens');
    }
    // Ids beyond 2^53 survive as decimal strings.
    const big = checkCall(req('actions', 'boostFeedPost', ['9007199254740993', '1']));
    expect(big.ok && big.call.args[0]).toBe(9007199254740993n);
    expect(words(req('actions', 'unlockContent', ['7', '300000000']))).toBe('Unlock for 3 tokens');
    expect(words(req('actions', 'withdraw', ['3']))).toBe('Withdraw your deposit no. 3');
  });

  it('accepts setApprovalForAll on nft', () => {
    expect(words(req('nft', 'setApprovalForAll', [TO, true]))).toBe('Allow 0xAbC0…0123 to move your NFTs');
    expect(words(req('nft', 'setApprovalForAll', [TO, 'false']))).toBe('Stop 0xAbC0…0123 from moving your NFTs');
  });

  it('accepts transferWithPass on nft: the pass fields in order, then its signature', () => {
    const FROM = '0x1110000000000000000000000000000000000111';
    const SIG = `0x${'ab'.repeat(65)}`;
    const pass = [FROM, TO, '7', '2', '41', '1900000000', SIG];
    expect(checkCall(req('nft', 'transferWithPass', pass))).toMatchObject({
      ok: true,
      call: {
        functionName: 'transferWithPass',
        args: [{ from: FROM, to: TO, id: 7n, amount: 2n, nonce: 41n, validUntil: 1900000000n }, SIG],
      },
      summary: { contractName: 'nft', functionName: 'transferWithPass', to: TO },
    });
    expect(words(req('nft', 'transferWithPass', pass))).toBe('Transfer 2 × NFT no. 7 to 0xAbC0…0123');
    const checked = checkCall(req('nft', 'transferWithPass', pass));
    if (!checked.ok) throw new Error('refused');
    const w = callWords(checked.call);
    expect(translator('de')(w.key, w.vars)).toBe('2 × NFT Nr. 7 an 0xAbC0…0123 übertragen');
    expect(translator('it')(w.key, w.vars)).toBe('Trasferisci 2 × NFT n. 7 a 0xAbC0…0123');
    const bad = { ok: false, error: 'call.badParameters' };
    expect(checkCall(req('nft', 'transferWithPass', pass.slice(0, 6)))).toEqual(bad);
    expect(checkCall(req('nft', 'transferWithPass', [...pass.slice(0, 6), '0x1234']))).toEqual(bad);
    expect(checkCall(req('nft', 'transferWithPass', [FROM, TO, '7', '0', '41', '1900000000', SIG]))).toEqual(bad);
    expect(checkCall(req('nft', 'transferWithPass', [FROM, 'nope', '7', '2', '41', '1900000000', SIG]))).toEqual(bad);
  });

  it('refuses anything else', () => {
    expect(checkCall(req('token', 'approve', [TO, '1']))).toEqual({ ok: false, error: 'call.notAllowed' });
    expect(checkCall(req('token', 'operatorSend', [TO, TO, '1', '0x', '0x']))).toMatchObject({ ok: false });
    expect(checkCall(req('token', 'authorizeOperator', [TO]))).toMatchObject({ ok: false, error: 'call.notAllowed' });
    expect(checkCall(req('actions', 'transfer', [TO, '1']))).toMatchObject({ ok: false, error: 'call.notAllowed' });
    expect(checkCall(req('actions', 'boostCommentFor', [TO, '1', '1']))).toMatchObject({ ok: false });
    expect(checkCall(req('nft', 'safeTransferFrom', []))).toMatchObject({ ok: false, error: 'call.notAllowed' });
    expect(checkCall(req('vault', 'transfer', [TO, '1']))).toMatchObject({ ok: false, error: 'call.badContract' });
    expect(checkCall({ ...req('token', 'transfer', [TO, '1']), contractAddress: '0x123' })).toMatchObject({
      ok: false,
      error: 'call.badAddress',
    });
  });

  it('refuses bad parameters', () => {
    const bad = { ok: false, error: 'call.badParameters' };
    expect(checkCall(req('token', 'transfer', 'not json'))).toEqual(bad);
    expect(checkCall(req('token', 'transfer', '{"to":1}'))).toEqual(bad);
    expect(checkCall(req('token', 'transfer', [TO]))).toEqual(bad);
    expect(checkCall(req('token', 'transfer', [TO, '1.5']))).toEqual(bad);
    expect(checkCall(req('token', 'transfer', [TO, '-1']))).toEqual(bad);
    expect(checkCall(req('token', 'transfer', [TO, 1.5]))).toEqual(bad);
    expect(checkCall(req('token', 'transfer', [TO, '0']))).toEqual(bad);
    expect(checkCall(req('token', 'transfer', ['0xnope', '1']))).toEqual(bad);
    expect(checkCall(req('token', 'transfer', [TO, '1', 'extra']))).toEqual(bad);
    expect(checkCall(req('actions', 'boostIdea', ['1', (2n ** 256n).toString()]))).toEqual(bad);
    expect(checkCall(req('nft', 'setApprovalForAll', [TO, 'yes']))).toEqual(bad);
  });

  it('has translated words', () => {
    const checked = checkCall(req('token', 'transfer', [TO, '150000000']));
    if (!checked.ok) throw new Error('refused');
    const w = callWords(checked.call);
    expect(translator('de')(w.key, w.vars)).toBe('1.5 Tokens an 0xAbC0…0123 senden');
    expect(translator('it')(w.key, w.vars)).toBe('Invia 1.5 token a 0xAbC0…0123');
  });
});

describe('helpers', () => {
  it('parses uint256 values strictly', () => {
    expect(toUint('0')).toBe(0n);
    expect(toUint(' 12 ')).toBe(12n);
    expect(toUint(12)).toBe(12n);
    expect(toUint(-1)).toBeNull();
    expect(toUint('1e3')).toBeNull();
    expect(toUint('0x10')).toBeNull();
    expect(toUint(null)).toBeNull();
  });
  it('shortens addresses', () => {
    expect(shortAddress(TO)).toBe('0xAbC0…0123');
  });
});
