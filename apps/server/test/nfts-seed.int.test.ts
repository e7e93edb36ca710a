import { like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { nftCollections, nfts, seedSteps } from '../src/db/schema.ts';
import { demoImage } from '../src/modules/demo/images.ts';
import { demoFanRows } from '../src/modules/demo/repository.ts';
import { seedDemoNfts, type DemoMediaMakers } from '../src/modules/nfts/seed.ts';
import { ensureDemoFans } from '../src/modules/users/demo-fans.ts';
import { useChainApp } from './chain-fixtures.ts';

/**
 * The demo NFTs (docs/NFTS.md "Demo"): written once, resumed after a cut-off run without a second
 * catalogue or a second mint, with duplicates among the demo fans' copies.
 */
describe('the demo NFTs seed', () => {
  const t = useChainApp();
  const db = () => t.database.db;
  const makers: DemoMediaMakers = {
    image: (caption, from, to) => demoImage(caption, from, to, true),
    // Without ffmpeg the video NFT is drawn as an image: the seed's own fallback.
    video: async () => undefined,
  };
  const copies = async () =>
    rowsOf<{ slug: string; token_id: string; balance: string }>(
      await db().execute(sql`select u.slug, b.token_id::text, b.balance::text from nft_balances b
        join users u on lower(u.wallet_address) = lower(b.address) where b.balance > 0 order by u.slug, b.token_id`),
    );

  it('writes nothing of a run cut off while making the catalogue, then everything once', async () => {
    await ensureDemoFans(db());
    const fans = await demoFanRows(db());
    for (const fan of fans) await t.app.chain.require().wallets.ensure(fan.id);
    let calls = 0;
    const failing: DemoMediaMakers = {
      ...makers,
      image: async (...args) => {
        if (++calls === 4) throw new Error('cut off');
        return makers.image(...args);
      },
    };
    await expect(seedDemoNfts(t.app, fans, failing)).rejects.toThrow('cut off');
    expect(await db().select().from(nftCollections)).toHaveLength(0);

    expect(await seedDemoNfts(t.app, fans, makers)).toBe('seeded');
    expect(await db().select().from(nftCollections)).toHaveLength(2);
    expect(await db().select().from(nfts)).toHaveLength(5);
    const held = await copies();
    expect(held.length).toBeGreaterThanOrEqual(8);
    expect(held.some((h) => BigInt(h.balance) >= 2n)).toBe(true);
    expect(await seedDemoNfts(t.app, fans, makers)).toBe('done-before');
  }, 120_000);

  it('mints nothing twice when a run is cut off between a mint and its step', async () => {
    const before = await copies();
    // As if the run had been killed after its mints were sent and before their steps committed.
    await db().execute(sql`delete from seed_steps where name like 'demo-nfts:mint:%' or name = 'demo-nfts:done'`);
    expect(await db().select().from(seedSteps).where(like(seedSteps.name, 'demo-nfts:mint:%'))).toHaveLength(0);
    const fans = await demoFanRows(db());
    expect(await seedDemoNfts(t.app, fans, makers)).toBe('seeded');
    expect(await copies()).toEqual(before);
    expect(await db().select().from(nftCollections)).toHaveLength(2);
  }, 120_000);
});
