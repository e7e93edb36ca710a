import { moduleEnabled } from '@tribune/domain';
import { defineModule } from '../../platform/module.ts';
import { AdminNftsService } from './admin-service.ts';
import { nftAdminRoutes } from './admin-routes.ts';
import { nftGiftRoutes } from './gift-routes.ts';
import { NftGiftsService } from './gift-service.ts';
import { registerNftEffects } from './ownership.ts';
import { ADMIN_NFT_SCHEMAS, NFT_SCHEMAS } from './presenter.ts';
import { nftRoutes } from './routes.ts';
import { NftsService } from './service.ts';
import { registerTradeEffects } from './trade-effects.ts';
import { TradeGroupsService } from './trade-groups.ts';
import { TRADE_SCHEMAS } from './trade-presenter.ts';
import { nftTradeRoutes } from './trade-routes.ts';
import { TradesService } from './trade-service.ts';

export { refreshNftHolders } from './ownership-repository.ts';
export { seedDemoNfts, DEMO_NFTS_SEED } from './seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** NFT collectibles as fans see them (docs/NFTS.md). */
    nfts: NftsService;
    /** Managing collections and NFTs, minting (docs/NFTS.md "Admin routes"). */
    nftsAdmin: AdminNftsService;
    /** Gifting NFTs with the daily limit (docs/NFTS.md "Gifting"). */
    nftGifts: NftGiftsService;
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
  },
  schemas: [...NFT_SCHEMAS, ...ADMIN_NFT_SCHEMAS, ...TRADE_SCHEMAS],
  routes: [nftRoutes, nftAdminRoutes, nftGiftRoutes, nftTradeRoutes],
});
