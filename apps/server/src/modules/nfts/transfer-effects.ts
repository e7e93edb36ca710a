/**
 * What `PassUsed` does to the pass it names (docs/NFTS.md "Transfer out"): the pass of that nonce
 * becomes `used` with the transaction's hash, whoever submitted it and whether or not the app
 * reported it; a reorganisation that removes the transaction issues it again. Runs in the
 * indexer's batch transaction (docs/CHAIN.md "Effects"), once per event.
 */
import type { Db } from '../../db/client.ts';
import type { ChainEffects, ChainEventRow } from '../chain/index.ts';
import { markPassUsed, passById, unmarkPassUsed } from './transfer-repository.ts';

const MAX_BIGINT = 2n ** 63n - 1n;

export async function applyPassEvents(tx: Db, events: readonly ChainEventRow[], direction: 1 | -1): Promise<void> {
  for (const event of events) {
    const args = event.args as Record<string, unknown>;
    const nonce = BigInt(String(args.nonce));
    if (nonce < 1n || nonce > MAX_BIGINT) continue;
    const pass = await passById(tx, Number(nonce));
    // A nonce no pass of ours has (another signer's, another chain's) changes nothing here.
    if (!pass || pass.chainId !== event.chainId) continue;
    if (String(args.from).toLowerCase() !== pass.fromAddress.toLowerCase()) continue;
    if (direction === 1) await markPassUsed(tx, pass.id, event.txHash);
    else await unmarkPassUsed(tx, pass.id, event.txHash);
  }
}

/** Registers the pass effect with the chain's registry (beside ownership's, which names the move). */
export function registerPassEffects(effects: ChainEffects): void {
  effects.register(['PassUsed'], applyPassEvents);
}
