// Child process of the NFT bench (issue #34, `npm run bench -- nfts`). Serves, on ONE in-memory
// PGlite:
// - the real app (port reported over IPC) with the module nfts on, verifying the bench's own token keys;
// - a bare Fastify on `barePort` running the same SQL as the app for the showroom list
//   (`GET /v2/nft_collections`: the page of collections with their public NFT counts, their covers)
//   and my NFTs (`GET /v2/nfts?by_current_user=true`: the caller, the page of held NFTs with the
//   copies, the meta's collections, movable-duplicate test and today's gifts, the page's
//   collections, media and benefits).
// Seeds 12 collections with covers, 60 NFTs (24 media), and a fan (uid `bench-nft-1`) holding 40 of
// them with duplicates (the balances written as the indexer writes them).
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { JSONWebKeySet } from 'jose';
import sharp from 'sharp';
import { getAddress } from 'viem';
import { withModule } from '@tribune/domain';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { awaitInit, benchApp } from './child.ts';

const init = (await awaitInit()) as { barePort: number; jwks: JSONWebKeySet; issuer: string; dataDir: string };
const pglite = await PGlite.create();
const database = await openDatabase({ pglite });
const app = await benchApp(
  database,
  { TRIBUNE_DATA_DIR: init.dataDir, IDENTITY_MODE: 'external', IDENTITY_ISSUER: init.issuer, LOG_LEVEL: 'error' },
  { jwks: () => init.jwks },
);
const db = database.db;
const { config } = app.instance.snapshot();
await app.instance.update({ moduleConfig: withModule(config, 'nfts', true) });

const WALLET = getAddress(`0x${'0'.repeat(35)}b3c01`);
await db.execute(sql`insert into users (uid, display_name, slug, email, claims_fingerprint, wallet_address)
  values ('bench-nft-1', 'Bench collector', 'bench-collector', null, '', ${WALLET})`);

const picture = (hue: number) =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: { r: hue, g: 90, b: 255 - hue } } })
    .jpeg()
    .toBuffer();
const media: number[] = [];
for (let i = 0; i < 24; i++) {
  const medium = await app.contentMedia.createFromUpload({
    buffer: await picture((i * 10) % 255),
    mimetype: 'image/jpeg',
    filename: `nft-${i}.jpg`,
  });
  media.push(medium.id);
}
const collections: number[] = [];
for (let c = 0; c < 12; c++) {
  const rows = rowsOf<{ id: number | string }>(
    await db.execute(sql`insert into nft_collections (slug, translated_slugs, name, description, cover_medium_id)
      values (${`bench-collection-${c}`}, ${JSON.stringify({ de: `bench-sammlung-${c}` })}::jsonb,
        ${JSON.stringify({ en: `Collection ${c}`, de: `Sammlung ${c}` })}::jsonb,
        ${JSON.stringify({ en: `<p>The bench collection number ${c}.</p>` })}::jsonb, ${media[c % media.length]!})
      returning id`),
  );
  const id = Number(rows[0]!.id);
  collections.push(id);
  await db.execute(sql`insert into nft_collection_slugs (slug, collection_id, locale)
    values (${`bench-collection-${c}`}, ${id}, null), (${`bench-sammlung-${c}`}, ${id}, 'de')`);
}
const nftIds: number[] = [];
for (let n = 0; n < 60; n++) {
  const rows = rowsOf<{ id: number | string }>(
    await db.execute(sql`insert into nfts (collection_id, name, description, rarity, supply, minted, medium_id)
      values (${collections[n % collections.length]!}, ${JSON.stringify({ en: `Card ${n}`, de: `Karte ${n}` })}::jsonb,
        ${JSON.stringify({ en: `<p>Card number ${n}.</p>` })}::jsonb,
        ${['common', 'rare', 'epic', 'legendary'][n % 4]!}, 100, 10, ${media[n % media.length]!})
      returning id`),
  );
  nftIds.push(Number(rows[0]!.id));
}
for (let n = 0; n < 40; n++) {
  await db.execute(sql`insert into nft_balances (address, token_id, balance, frozen)
    values (${WALLET}, ${nftIds[n]!}, ${1 + (n % 3)}, ${n % 7 === 0 ? 1 : 0})`);
}
for (let n = 0; n < 10; n++) {
  await db.execute(sql`insert into nft_benefits (nft_id, title, description, secret)
    values (${nftIds[n]!}, ${JSON.stringify({ en: 'A signed shirt' })}::jsonb, ${JSON.stringify({ en: 'Ask at the shop.' })}::jsonb, 'CODE')`);
}
await app.listen({ port: 0, host: '127.0.0.1' });

// The app's statements, as nfts/repository.ts and media's findByIds send them (Drizzle's SQL, by hand).
const SQL = {
  collections: `select c.*, (select count(*) from nfts n where n.collection_id = c.id and n.publicly_visible) as nfts_count,
      count(*) over () as total
    from nft_collections c order by c.id desc limit $1 offset $2`,
  media: 'select * from content_media where id = any($1::bigint[])',
  user: 'select * from users where uid = $1',
  held: `select n.*, coalesce(b.balance, 0) as amount, coalesce(b.frozen, 0) as frozen, count(*) over () as total
    from nft_balances b join nfts n on n.id = b.token_id
    where b.address = $1 and b.balance > 0
    order by n.collection_id asc, n.id asc limit $2 offset $3`,
  metaCollections: `select * from nft_collections where id in (select n.collection_id from nft_balances b
      join nfts n on n.id = b.token_id where b.address = $1 and b.balance > 0) order by id asc`,
  // Movable duplicates: less the copies locked in open trade requests and passes (lock-repository.ts).
  duplicates: `select exists (select 1 from nft_balances b join nfts n on n.id = b.token_id
      left join (
        select l.nft_id, sum(l.amount)::int as locked from (
          select i.nft_id, i.amount from nft_trade_request_items i join nft_trade_requests r on r.id = i.request_id
           where r.user_id = $2 and r.status = 'open' and i.side = 'offered'
          union all
          select p.nft_id, p.amount from nft_transfer_passes p
           where p.user_id = $2
             and ((p.status = 'issued' and p.valid_until > now())
               or (p.status = 'used' and p.tx_hash is not null
                   and not exists (select 1 from nft_moves m where m.chain_id = p.chain_id and m.tx_hash = p.tx_hash)))
        ) l group by l.nft_id
      ) l on l.nft_id = b.token_id
      where b.address = $1 and b.balance - b.frozen - coalesce(l.locked, 0) > 1) as yes`,
  // The meta's daily_nft_gift_count (gift-repository.ts giftsToday).
  giftsToday: `select count(*)::int as n from nft_gifts g left join transactions t on t.id = g.transaction_id
     where g.from_user_id = $1 and g.created_at >= date_trunc('day', now(), 'UTC')
       and coalesce(t.tx_status, 'complete') <> 'failed'`,
  // The meta's daily_trade_count and has_tradable_unowned (trade-repository.ts tradesToday, hasTradableUnowned).
  tradesToday: `select count(distinct r.transaction_id)::int as n from nft_trade_requests r
      join transactions t on t.id = r.transaction_id
     where r.status = 'fulfilled' and t.tx_status <> 'failed'
       and (r.user_id = $1 or r.fulfilled_by_user_id = $1)
       and r.fulfilled_at >= date_trunc('day', now(), 'UTC')`,
  tradableUnowned: `select exists (select 1 from nft_trade_requests r
        join nft_trade_request_items i on i.request_id = r.id and i.side = 'offered'
       where r.status = 'open' and r.user_id <> $1
         and not exists (select 1 from nft_balances b join users u on lower(u.wallet_address) = lower(b.address)
                          where u.id = $1 and b.token_id = i.nft_id and b.balance > 0)) as yes`,
  collectionsByIds: `select c.*, (select count(*) from nfts n where n.collection_id = c.id and n.publicly_visible) as nfts_count
    from nft_collections c where c.id = any(string_to_array($1, ',')::bigint[])`,
  benefits: `select * from nft_benefits where nft_id = any(string_to_array($1, ',')::bigint[])
    order by sort_order asc, id asc`,
};
const run = async (text: string, params: unknown[]) => (await pglite.query<Record<string, unknown>>(text, params)).rows;
const bare = Fastify({ logger: false });
bare.get<{ Querystring: { per_page?: string } }>('/v2/nft_collections', async (req, reply) => {
  const perPage = Number(req.query.per_page ?? 24);
  const page = await run(SQL.collections, [perPage, 0]);
  const covers = await run(SQL.media, [page.map((c) => c.cover_medium_id).filter((id) => id !== null)]);
  return reply.type('application/json').send(JSON.stringify({ data: page, included: [], media: covers }));
});
bare.get<{ Querystring: { u: string; per_page?: string } }>('/v2/nfts', async (req, reply) => {
  const perPage = Number(req.query.per_page ?? 24);
  const user = (await run(SQL.user, [req.query.u]))[0];
  const address = String(user?.wallet_address ?? '');
  const [held, metaCollections, duplicates] = await Promise.all([
    run(SQL.held, [address, perPage, 0]),
    run(SQL.metaCollections, [address]),
    run(SQL.duplicates, [address, user?.id ?? 0]),
  ]);
  const collectionsOfPage = await run(SQL.collectionsByIds, [[...new Set(held.map((n) => n.collection_id))].join(',')]);
  const [pageMedia, benefits, gifts, trades, unowned] = await Promise.all([
    run(SQL.media, [[...held.map((n) => n.medium_id), ...collectionsOfPage.map((c) => c.cover_medium_id)]]),
    run(SQL.benefits, [held.map((n) => n.id).join(',')]),
    run(SQL.giftsToday, [user?.id ?? 0]),
    run(SQL.tradesToday, [user?.id ?? 0]),
    run(SQL.tradableUnowned, [user?.id ?? 0]),
  ]);
  return reply.type('application/json').send(
    JSON.stringify({
      data: held,
      included: [...pageMedia, ...collectionsOfPage],
      benefits,
      meta: {
        available_categories: metaCollections,
        has_tradable_duplicates: duplicates[0]?.yes === true,
        daily_nft_gift_count: Number(gifts[0]?.n ?? 0),
        daily_trade_count: Number(trades[0]?.n ?? 0),
        has_tradable_unowned: unowned[0]?.yes === true,
      },
    }),
  );
});
await bare.listen({ port: init.barePort, host: '127.0.0.1' });

const address = app.server.address();
process.send!({ port: typeof address === 'object' && address ? address.port : 0, wallet: WALLET });
