import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import {
  encodeFunctionData,
  getAddress,
  parseEther,
  type Abi,
  type Address,
  type Hex,
  type PrivateKeyAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNftAbi } from '@tribune/contracts';
import { rowsOf } from '../src/db/client.ts';
import { ChainEffects } from '../src/modules/chain/effects.ts';
import { ChainIndexer } from '../src/modules/chain/indexer.ts';
import { AppError } from '../src/http/errors.ts';
import { ensureNftContract, readNftContractVersion, requireNftContractV2 } from '../src/modules/chain/nft-upgrade.ts';
import { ChainRuntime } from '../src/modules/chain/runtime.ts';
import { registerNftEffects } from '../src/modules/nfts/ownership.ts';
import { quietLog, startTestChain, type TestChain } from './chain-fixtures.ts';
import { createPeerApp, createTestApp, type TestApp } from './helpers.ts';

/** CommunityNFT v1 as it was compiled before v2 (no CONTRACT_VERSION, no swap, passes signed by the holder). */
const V1 = JSON.parse(readFileSync(new URL('./contracts/CommunityNFT.v1.json', import.meta.url), 'utf8')) as {
  abi: Abi;
  bytecode: Hex;
};

/**
 * Upgrading CommunityNFT v1 (docs/NFTS.md "Upgrading the NFT contract") on a real embedded chain: a
 * database and chain from before v2 (v1 deployed and remembered, copies minted, moved, frozen and
 * given a royalty there, the indexer not yet run); a first start cut off after the re-mint (its
 * catch-up fails) leaves v1 paused and v2 deployed but not switched; the next start finishes it
 * without deploying again: every holder's copies and frozen count on v2 as on v1, the indexed
 * balances equal to v2's, no provenance row for the re-mint, the indexer following v2; a third start
 * changes nothing.
 */
describe('the CommunityNFT v1 upgrade', () => {
  let chain: TestChain;
  let base: TestApp;
  let runtime: ChainRuntime;
  let v1: Address;
  const holders: Record<'anna' | 'ben', PrivateKeyAccount> = {
    anna: privateKeyToAccount(generatePrivateKey()),
    ben: privateKeyToAccount(generatePrivateKey()),
  };
  const ids = [41n, 42n, 43n] as const;

  const db = () => base.database.db;
  const v1Read = (functionName: string, args: readonly unknown[]) =>
    runtime.publicClient.readContract({ address: v1, abi: V1.abi, functionName, args } as never) as Promise<unknown>;
  const read = (address: Address, functionName: string, args: readonly unknown[]) =>
    runtime.publicClient.readContract({
      address,
      abi: communityNftAbi,
      functionName,
      args,
    } as never) as Promise<unknown>;
  const send = async (from: PrivateKeyAccount, functionName: string, args: readonly unknown[]) =>
    runtime.send(from, { to: v1, data: encodeFunctionData({ abi: V1.abi, functionName, args } as never) });
  const deployment = async () =>
    rowsOf<{ nft_address: string }>(await db().execute(sql`select nft_address from chain_deployments`))[0]!;
  const upgradeSteps = async () =>
    rowsOf<{ name: string; detail: { address?: string } }>(
      await db().execute(sql`select name, detail from seed_steps where name like 'chain-nft-upgrade:%' order by name`),
    );
  const indexed = async () =>
    rowsOf<{ address: string; token_id: string; balance: string; frozen: string }>(
      await db().execute(sql`select address, token_id, balance::text, frozen::text from nft_balances
        where balance > 0 or frozen > 0 order by address, token_id`),
    );
  const moves = async () =>
    rowsOf<{ kind: string; tx_hash: string }>(await db().execute(sql`select kind, tx_hash from nft_moves`));

  beforeAll(async () => {
    chain = await startTestChain();
    // The database of an instance from before v2 (the chain off while it is prepared).
    base = await createTestApp({ dataDir: chain.dir });
    runtime = await ChainRuntime.open(chain.backend, db(), quietLog);
    // CommunityNFT v1 deployed and remembered instead of the v2 the first start deployed.
    const wallet = runtime.walletFor(runtime.admin);
    const hash = await wallet.deployContract({
      abi: V1.abi,
      bytecode: V1.bytecode,
      args: ['', '', runtime.admin.address, runtime.admin.address, 500n],
    });
    const receipt = await runtime.publicClient.waitForTransactionReceipt({ hash });
    v1 = getAddress(receipt.contractAddress!);
    await db().execute(sql`update chain_deployments set nft_address = ${v1}`);
    // As a start of the older server would open it: the remembered contracts, v1 among them.
    runtime = await ChainRuntime.open(chain.backend, db(), quietLog);
    expect(runtime.deployment.nftAddress).toBe(v1);
    expect(await readNftContractVersion(runtime, v1)).toBe(1);

    // Copies on v1: a batch to Anna, a mint to Ben, Anna gives Ben one, one of Anna's frozen, a royalty.
    for (const account of Object.values(holders)) {
      await runtime.send(runtime.admin, { to: account.address, value: parseEther('1') });
    }
    await send(runtime.admin, 'mintBatch', [holders.anna.address, ids, [3n, 1n, 2n], '0x']);
    await send(runtime.admin, 'mint', [holders.ben.address, ids[0], 2n, '0x']);
    await send(holders.anna, 'safeTransferFrom', [holders.anna.address, holders.ben.address, ids[2], 1n, '0x']);
    await send(runtime.admin, 'freeze', [holders.anna.address, ids[0], 1n]);
    await send(runtime.admin, 'setTokenRoyalty', [ids[1], holders.ben.address, 700n]);
  }, 180_000);

  afterAll(async () => {
    await base?.close();
    await chain?.stop();
  });

  it('on an external chain deploys nothing: it warns, and the routes that need v2 answer 503 NFT_CONTRACT_OUTDATED', async () => {
    const warnings: string[] = [];
    const log = { ...quietLog, warn: (_obj: unknown, msg?: string) => void warnings.push(String(msg)) };
    const switched = await ensureNftContract(db(), runtime, { mode: 'external', log, catchUp: async () => 0 });
    expect(switched).toBe(false);
    expect(runtime.nftContractVersion).toBe(1);
    expect(warnings.join('\n')).toMatch(/v1.*NFT_CONTRACT_OUTDATED.*docs\/NFTS\.md "Upgrading the NFT contract"/);
    let refused: unknown;
    try {
      requireNftContractV2(runtime);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('NFT_CONTRACT_OUTDATED');
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).message).toContain('docs/NFTS.md "Upgrading the NFT contract"');
    expect((await deployment()).nft_address).toBe(v1);
    expect(await upgradeSteps()).toEqual([]);
    expect(await v1Read('paused', [])).toBe(false);
  });

  it('finishes an upgrade cut off after the re-mint at the next start, keeping every balance', async () => {
    // A first start whose upgrade stops after the re-mint (its second catch-up fails, as a crash there would).
    const effects = new ChainEffects();
    registerNftEffects(effects);
    const indexer = new ChainIndexer(db(), runtime, {
      onEvents: (tx, events) => effects.apply(tx, events, 1),
      onRevert: (tx, events) => effects.apply(tx, events, -1),
    });
    let runs = 0;
    await expect(
      ensureNftContract(db(), runtime, {
        mode: 'embedded',
        log: quietLog,
        catchUp: async () => {
          if (++runs === 2) throw new Error('cut off');
          return indexer.runOnce();
        },
      }),
    ).rejects.toThrow('cut off');
    expect(await v1Read('paused', [])).toBe(true);
    expect((await deployment()).nft_address).toBe(v1);
    const [deployStep] = (await upgradeSteps()).filter((s) => s.name.includes(':deploy:'));
    const v2 = getAddress(deployStep!.detail.address!);
    expect(await read(v2, 'balanceOf', [holders.anna.address, ids[0]])).toBe(3n);

    // The next start finishes it: the same v2, switched, nothing minted twice.
    const started = await createPeerApp(base, { chain: chain.backend }, { dataDir: chain.dir });
    try {
      await started.app.chain.settled();
      expect(started.app.chain.status).toBe('ready');
      const rt = started.app.chain.require().runtime;
      expect(getAddress((await deployment()).nft_address)).toBe(v2);
      expect(rt.deployment.nftAddress).toBe(v2);
      expect(rt.nftContractVersion).toBe(2);
      expect(await readNftContractVersion(rt, v2)).toBe(2);
      expect((await upgradeSteps()).filter((s) => s.name.includes(':deploy:'))).toHaveLength(1);

      // Every holder's copies and frozen count on v2 as on v1; the indexed balances are v2's.
      for (const holder of Object.values(holders)) {
        for (const id of ids) {
          expect(await read(v2, 'balanceOf', [holder.address, id])).toBe(
            await v1Read('balanceOf', [holder.address, id]),
          );
          expect(await read(v2, 'frozenBalanceOf', [holder.address, id])).toBe(
            await v1Read('frozenBalanceOf', [holder.address, id]),
          );
        }
      }
      expect(await read(v2, 'royaltyInfo', [ids[1], 10_000n])).toEqual([holders.ben.address, 700n]);
      const rows = await indexed();
      expect(rows.length).toBe(5);
      for (const row of rows) {
        const args = [row.address as Address, BigInt(row.token_id)];
        expect(BigInt(row.balance)).toBe(await read(v2, 'balanceOf', args));
        expect(BigInt(row.frozen)).toBe(await read(v2, 'frozenBalanceOf', args));
      }
      // Provenance: v1's two mints (a batch of three ids, one id) and the gift; nothing of the re-mint.
      const before = await moves();
      expect(before.filter((m) => m.kind === 'mint')).toHaveLength(4);
      expect(before.filter((m) => m.kind === 'transfer')).toHaveLength(1);

      // The indexer follows v2: a mint there counts once, as a new mint.
      const receipt = await rt.send(rt.admin, {
        to: v2,
        data: encodeFunctionData({
          abi: communityNftAbi,
          functionName: 'mint',
          args: [holders.ben.address, ids[1], 1n, '0x'],
        }),
      });
      await started.app.chain.require().indexer.ingestReceipt(receipt);
      const ben = (await indexed()).find(
        (r) => r.address === holders.ben.address && String(r.token_id) === String(ids[1]),
      );
      expect(ben?.balance).toBe('1');
      expect((await moves()).filter((m) => m.kind === 'mint')).toHaveLength(5);
    } finally {
      await started.close();
    }

    // A third start finds v2 and changes nothing.
    const again = await createPeerApp(base, { chain: chain.backend }, { dataDir: chain.dir });
    try {
      await again.app.chain.settled();
      expect(again.app.chain.require().runtime.deployment.nftAddress).toBe(v2);
      expect((await upgradeSteps()).filter((s) => s.name.includes(':deploy:'))).toHaveLength(1);
      expect((await moves()).length).toBe(6);
    } finally {
      await again.close();
    }
  }, 240_000);
});
