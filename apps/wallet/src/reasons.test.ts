import { createWalletClient, custom, type EIP1193RequestFn } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { errorReason } from './chain.ts';
import { DICTIONARIES, translator } from './i18n.ts';
import { reasonText } from './reasons.ts';

const account = privateKeyToAccount(`0x${'11'.repeat(32)}`);

/**
 * A node that answers what a send needs and refuses the signed transaction as the server's
 * `/v2/chain/rpc` does (docs/CHAIN.md: `{code: -32000, message, data: {reason}}`).
 */
function refusingNode(message: string, reason: string): EIP1193RequestFn {
  const answers: Record<string, unknown> = {
    eth_chainId: '0x7a69',
    eth_getTransactionCount: '0x1',
    eth_estimateGas: '0x5208',
    eth_maxPriorityFeePerGas: '0x1',
    eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00', number: '0x1', timestamp: '0x1', transactions: [] },
  };
  return (async ({ method }: { method: string }) => {
    if (method === 'eth_sendRawTransaction') {
      throw Object.assign(new Error(message), { code: -32000, data: { reason } });
    }
    if (!(method in answers)) throw Object.assign(new Error(`unexpected ${method}`), { code: -32601 });
    return answers[method];
  }) as EIP1193RequestFn;
}

describe("the node's refusals in the frame", () => {
  it.each([
    ['nonce too low', 'nonce_too_low', 'nonce', 'Another transaction of this wallet got there first'],
    ['nonce too high', 'nonce_too_high', 'nonce', 'Another transaction of this wallet got there first'],
    ['intrinsic gas too low', 'intrinsic_gas_too_low', 'gas-limit', 'The network fee limit'],
    ['gas limit reached', 'gas_limit_too_high', 'gas-limit', 'The network fee limit'],
    ['max fee per gas less than block base fee', 'max_fee_too_low', 'fee', 'too low for the next block'],
    ['insufficient funds for gas * price + value', 'insufficient_funds', 'insufficient-funds', 'Not enough funds'],
  ])('tells "%s" in words of its own', async (message, reason, expected, english) => {
    const wallet = createWalletClient({ account, transport: custom({ request: refusingNode(message, reason) }) });
    const failed = await wallet.sendTransaction({ to: account.address, value: 0n, chain: null }).then(
      () => undefined,
      (e: unknown) => e,
    );
    const found = errorReason(failed);
    expect(found).toBe(expected);
    expect(reasonText(translator('en'), found)).toContain(english);
    // Each language has the text itself (not the English fallback, not the catch-all "refused it (…)").
    for (const locale of ['en', 'de', 'it'] as const) {
      const text = reasonText(translator(locale), found);
      expect(text).not.toContain('(');
      expect(Object.values(DICTIONARIES[locale])).toContain(text);
    }
    expect(reasonText(translator('de'), found)).not.toBe(reasonText(translator('en'), found));
  });
});
