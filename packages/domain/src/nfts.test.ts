import { describe, expect, it } from 'vitest';
import { DEFAULT_MODULE_CONFIG, type ModuleConfig } from './module-config.ts';
import { notificationPath } from './notifications.ts';
import { nftGiftEntryShown, nftGiftingLimit, nftGiftLimitText } from './nfts.ts';
import { resolveRouteWords } from './route-words.ts';

const withNfts = (enabled: boolean, limit: number): ModuleConfig => ({
  ...DEFAULT_MODULE_CONFIG,
  modules: { ...DEFAULT_MODULE_CONFIG.modules, nfts: { enabled, nftTrading: false, nftGiftingDailyLimit: limit } },
});
const partner = { id: '2', status: 'unlocked', blockedByViewer: false, blockedViewer: false };

describe('gifting rules', () => {
  it('has no limit unless the nfts module and the nftGifting flag are on', () => {
    expect(nftGiftingLimit(withNfts(true, 3), { nftGifting: true })).toBe(3);
    expect(nftGiftingLimit(withNfts(true, 3), {})).toBe(0);
    expect(nftGiftingLimit(withNfts(false, 3), { nftGifting: true })).toBe(0);
    expect(nftGiftingLimit(DEFAULT_MODULE_CONFIG, { nftGifting: true })).toBe(0);
  });

  it('shows the chat entry only under every one of the spec conditions', () => {
    const on = withNfts(true, 2);
    const flags = { nftGifting: true };
    expect(nftGiftEntryShown(on, flags, '1', partner)).toBe(true);
    expect(nftGiftEntryShown(withNfts(true, 0), flags, '1', partner)).toBe(false);
    expect(nftGiftEntryShown(on, {}, '1', partner)).toBe(false);
    expect(nftGiftEntryShown(withNfts(false, 2), flags, '1', partner)).toBe(false);
    expect(nftGiftEntryShown(on, flags, '2', partner)).toBe(false);
    expect(nftGiftEntryShown(on, flags, '1', { ...partner, blockedByViewer: true })).toBe(false);
    expect(nftGiftEntryShown(on, flags, '1', { ...partner, blockedViewer: true })).toBe(false);
    expect(nftGiftEntryShown(on, flags, '1', { ...partner, status: 'locked' })).toBe(false);
  });

  it('fills the limit into the spec text', () => {
    expect(nftGiftLimitText(3)).toBe('You already sent the maximum of 3 NFTs today. Check back tomorrow.');
  });

  it('opens the page of the gifted NFT from the nft.gifted notification', () => {
    const n = {
      id: '9',
      key: 'nft.gifted',
      parameters: {
        serialized_resource: { type: 'nft', id: '7', parent: { type: 'nft_collection', id: '1', slug: 'legends' } },
      },
    };
    expect(notificationPath(n, resolveRouteWords(undefined), 'en')).toBe('/en/nfts/showroom/legends/7');
  });
});
