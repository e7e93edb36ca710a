import { moduleEnabled } from '@tribune/domain';
import { defineModule } from '../../platform/module.ts';
import { NftChainAdmin } from './admin-chain-service.ts';
import { nftAdminChainRoutes } from './admin-chain-routes.ts';
import { AdminNftsService } from './admin-service.ts';
import { nftAdminRoutes } from './admin-routes.ts';
import { nftGiftRoutes } from './gift-routes.ts';
import { NftGiftsService } from './gift-service.ts';
import { registerNftEffects } from './ownership.ts';
import { PostNfts } from './post-nfts.ts';
import { ADMIN_NFT_SCHEMAS, NFT_SCHEMAS } from './presenter.ts';
import { nftRoutes } from './routes.ts';
import { NftsService } from './service.ts';
import { registerPassEffects } from './transfer-effects.ts';
import { TRANSFER_SCHEMAS } from './transfer-presenter.ts';
import { nftTransferRoutes } from './transfer-routes.ts';
import { NftTransfersService } from './transfer-service.ts';
import { registerTradeEffects } from './trade-effects.ts';
import { TradeGroupsService } from './trade-groups.ts';
import { TRADE_SCHEMAS } from './trade-presenter.ts';
import { nftTradeRoutes } from './trade-routes.ts';
import { TradesService } from './trade-service.ts';

export { refreshNftHolders } from './ownership-repository.ts';
export type { PostNfts } from './post-nfts.ts';
export { seedDemoNfts, DEMO_NFTS_SEED } from './seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** NFT collectibles as fans see them (docs/NFTS.md). */
    nfts: NftsService;
    /** Managing collections and NFTs, minting (docs/NFTS.md "Admin routes"). */
    nftsAdmin: AdminNftsService;
    /** Gifting NFTs with the daily limit (docs/NFTS.md "Gifting"). */
    nftGifts: NftGiftsService;
    /** Transfers out with a signed pass (docs/NFTS.md "Transfer out"). */
    nftTransfers: NftTransfersService;
    /** The admins' freezes and royalties (docs/NFTS.md "Admin: freezes and royalties"). */
    nftChainAdmin: NftChainAdmin;
    /** The NFTs posts show (docs/NFTS.md "NFTs in posts"), for the group posts and the feed. */
    postNfts: PostNfts;
    /** Trade requests and trades (docs/NFTS.md "Trading"). */
    nftTrades: TradesService;
    /** Rings of trade requests (docs/NFTS.md "Trade groups"). */
    nftTradeGroups: TradeGroupsService;
  }
}

/**
 * NFT collectibles (docs/NFTS.md): collections, NFTs as token ids of CommunityNFT, ownership and
 * provenance kept by the chain's effects, benefits, the admins' API and mints.
 */
export const nftsModule = defineModule({
  name: 'nfts',
  setup: (app) => {
    registerNftEffects(app.chainEffects);
    registerPassEffects(app.chainEffects);
    // After the ownership effects: provenance `trade`, and withdrawing requests whose copies left.
    registerTradeEffects(app.chainEffects, app.notifications);
    const db = app.database.db;
    const gifts = new NftGiftsService(db, {
      chain: app.chain,
      settings: () => app.instance.snapshot(),
      notifications: app.notifications,
      forgetUser: (uid) => app.users.forgetCached(uid),
    });
    app.decorate('nftGifts', gifts);
    const nfts: NftsService = new NftsService(db, {
      media: app.contentMedia,
      chain: app.chain,
      publicUrl: app.config.mediaBaseUrl,
      giftsToday: (userId) => gifts.today(userId),
      tradesToday: (userId) => trades.today(userId),
      // While trading is off the flag keeps its default (true), as the list meta says.
      tradableUnowned: (userId) => {
        const { config, flags } = app.instance.snapshot();
        return moduleEnabled('nftTrading', config, flags) ? trades.tradableUnowned(userId) : Promise.resolve(true);
      },
    });
    app.decorate('nfts', nfts);
    app.decorate(
      'postNfts',
      new PostNfts(db, {
        nfts,
        enabled: () => {
          const { config, flags } = app.instance.snapshot();
          return moduleEnabled('nfts', config, flags);
        },
        defaultLang: () => {
          const lang = app.instance.snapshot().config.options.default_language;
          return { locale: lang, fallback: lang };
        },
      }),
    );
    const trades: TradesService = new TradesService(db, {
      chain: app.chain,
      notifications: app.notifications,
      nfts,
      publicUrl: app.config.mediaBaseUrl,
    });
    app.decorate('nftTrades', trades);
    app.decorate('nftTradeGroups', new TradeGroupsService(db, { chain: app.chain, trades }));
    app.decorate(
      'nftsAdmin',
      new AdminNftsService(db, {
        media: app.contentMedia,
        chain: app.chain,
        forgetUser: (uid) => app.users.forgetCached(uid),
      }),
    );
    app.decorate('nftTransfers', new NftTransfersService(db, { chain: app.chain, publicUrl: app.config.publicUrl }));
    app.decorate('nftChainAdmin', new NftChainAdmin(db, app.chain));
  },
  schemas: [...NFT_SCHEMAS, ...ADMIN_NFT_SCHEMAS, ...TRANSFER_SCHEMAS, ...TRADE_SCHEMAS],
  routes: [nftRoutes, nftAdminRoutes, nftGiftRoutes, nftTransferRoutes, nftAdminChainRoutes, nftTradeRoutes],
});
