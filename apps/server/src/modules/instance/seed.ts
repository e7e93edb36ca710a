import { DEFAULT_MODULE_CONFIG } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { insertMenuItems } from '../menu-items/index.ts';
import { insertStaticPages } from '../static-pages/index.ts';
import { seedPages } from '../static-pages/index.ts';
import { insertInstanceIfMissing } from './repository.ts';

const t = (en: string, de: string, it: string) => ({ en, de, it });

/**
 * Seeds the demo instance on first start: configuration, menu and static pages, in one
 * transaction so that several servers starting at once seed it exactly once.
 */
export async function seedDemoInstance(db: Db): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const created = await insertInstanceIfMissing(tx, {
      name: 'FC Tribune Demo',
      shortName: 'Tribune',
      themeColor: '#0b5fff',
      backgroundColor: '#ffffff',
      // The modules that exist today. Each domain's issue switches its module on here.
      moduleConfig: {
        ...DEFAULT_MODULE_CONFIG,
        modules: {
          ...DEFAULT_MODULE_CONFIG.modules,
          contents: true,
          chat: true,
          participate: { voting: true, crowdsourcing: true, ama: true },
          events: true,
          spaces: true,
          // Feed posts need the module and the feature flag both (docs/COMMUNITY.md "Feed posts").
          postToFeed: { enabled: true },
          organizations: { displayList: true, enabled: true },
          // NFT collectibles (docs/NFTS.md "Gate"), with gifting: 5 a day (docs/NFTS.md "Gifting"), and
          // trading (docs/NFTS.md "Trading").
          nfts: { ...DEFAULT_MODULE_CONFIG.modules.nfts, enabled: true, nftGiftingDailyLimit: 5, nftTrading: true },
        },
      },
      featureFlags: { chat: true, e2eEncryption: true, postToFeed: true, nftGifting: true, nftTrading: true },
      campaignAliases: {
        'nft-campaign': '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
        nftcampaign: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
      },
    });
    if (!created) return false;
    await insertMenuItems(tx, [
      {
        position: 'sidebar_top',
        menuType: 'link',
        title: t('Home', 'Startseite', 'Home'),
        icon: 'home',
        target: '/',
        sortOrder: 0,
      },
      {
        position: 'sidebar_top',
        menuType: 'link',
        title: t('Participate', 'Mitmachen', 'Partecipa'),
        icon: 'star',
        target: '/participate',
        sortOrder: 1,
      },
      {
        position: 'sidebar_top',
        menuType: 'link',
        title: t('Events', 'Events', 'Eventi'),
        icon: 'calendar',
        target: '/events',
        sortOrder: 2,
      },
      {
        position: 'sidebar_top',
        menuType: 'link',
        title: t('Fan groups', 'Fangruppen', 'Gruppi di tifosi'),
        icon: 'users',
        target: '/spaces',
        sortOrder: 3,
      },
      {
        position: 'sidebar',
        menuType: 'single_page',
        title: t('Community guidelines', 'Community-Richtlinien', 'Linee guida'),
        icon: 'users',
        target: 'communityguidelines',
        sortOrder: 0,
      },
      {
        position: 'sidebar',
        menuType: 'single_page',
        title: t('Moderation policy', 'Moderationsrichtlinie', 'Moderazione'),
        icon: 'shield',
        target: 'moderationpolicy',
        sortOrder: 1,
      },
      {
        position: 'sidebar',
        menuType: 'single_page',
        title: t('Privacy', 'Datenschutz', 'Privacy'),
        icon: 'shield',
        target: 'privacy',
        sortOrder: 2,
      },
      {
        position: 'sidebar',
        menuType: 'single_page',
        title: t('Terms', 'AGB', 'Termini'),
        icon: 'document',
        target: 'tos',
        sortOrder: 3,
      },
      {
        position: 'sidebar',
        menuType: 'single_page',
        title: t('Imprint', 'Impressum', 'Colophon'),
        icon: 'info',
        target: 'imprint',
        sortOrder: 4,
      },
      {
        position: 'bottom_bar',
        menuType: 'link',
        title: t('Home', 'Start', 'Home'),
        icon: 'home',
        target: '/',
        sortOrder: 0,
      },
      {
        position: 'bottom_bar',
        menuType: 'link',
        title: t('Participate', 'Mitmachen', 'Partecipa'),
        icon: 'star',
        target: '/participate',
        sortOrder: 1,
      },
      {
        position: 'bottom_bar',
        menuType: 'link',
        title: t('Events', 'Events', 'Eventi'),
        icon: 'calendar',
        target: '/events',
        sortOrder: 2,
      },
      {
        position: 'bottom_bar',
        menuType: 'single_page',
        title: t('Guidelines', 'Richtlinien', 'Linee guida'),
        icon: 'users',
        target: 'communityguidelines',
        sortOrder: 3,
      },
      {
        position: 'bottom_bar',
        menuType: 'single_page',
        title: t('Privacy', 'Datenschutz', 'Privacy'),
        icon: 'shield',
        target: 'privacy',
        sortOrder: 4,
      },
      {
        position: 'mobile_bar',
        menuType: 'single_page',
        title: t('Terms', 'AGB', 'Termini'),
        icon: 'document',
        target: 'tos',
        sortOrder: 0,
      },
      {
        position: 'mobile_bar',
        menuType: 'single_page',
        title: t('Imprint', 'Impressum', 'Colophon'),
        icon: 'info',
        target: 'imprint',
        sortOrder: 1,
      },
    ]);
    await insertStaticPages(
      tx,
      seedPages.map((p) => ({
        slug: p.slug,
        translatedSlugs: p.translatedSlugs,
        title: p.title,
        description: p.description,
        body: { en: sanitizeRichText(p.body.en), de: sanitizeRichText(p.body.de), it: sanitizeRichText(p.body.it) },
      })),
    );
    return true;
  });
}
