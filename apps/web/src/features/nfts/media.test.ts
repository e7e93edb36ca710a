import { describe, expect, it } from 'vitest';
import { NFT_CARD_SIZES } from '@tribune/domain';
import {
  fullVideoUrl,
  isVideo,
  mediumImageUrl,
  mediumRatio,
  nftCardBox,
  pickRendition,
  previewVideoUrl,
  type MediumFacts,
} from './media.ts';

const medium = (over: Partial<MediumFacts> = {}): MediumFacts => ({
  original: '/media/nfts/original.mp4',
  media_type: 'video',
  dimensions: { width: 1080, height: 1440 },
  file_hash: 'abc123',
  timestamp: 1764720000,
  url_template: null,
  threeq_output: { progressive: [] },
  poster: null,
  ...over,
});

describe('nftCardBox', () => {
  it('gives portrait cards the heights 80/100/150/220/350 and landscape cards the widths 60/80/110/220/350', () => {
    const portrait = { width: 600, height: 800 };
    const landscape = { width: 1600, height: 900 };
    expect(NFT_CARD_SIZES.map((s) => nftCardBox(s, portrait).height)).toEqual([80, 100, 150, 220, 350]);
    expect(NFT_CARD_SIZES.map((s) => nftCardBox(s, landscape).width)).toEqual([60, 80, 110, 220, 350]);
    expect(nftCardBox('md', portrait)).toEqual({ width: 113, height: 150, orientation: 'portrait' });
    expect(nftCardBox('lg', landscape)).toEqual({ width: 220, height: 124, orientation: 'landscape' });
  });

  it('draws a medium without dimensions at the default ratio 3/4, portrait', () => {
    expect(nftCardBox('xs')).toEqual({ width: 60, height: 80, orientation: 'portrait' });
    expect(nftCardBox('xl', null)).toEqual({ width: 263, height: 350, orientation: 'portrait' });
    expect(nftCardBox('sm', { width: 0, height: 100 })).toEqual({ width: 75, height: 100, orientation: 'portrait' });
    expect(mediumRatio({ width: Number.NaN, height: 2 })).toBe(3 / 4);
  });

  it('treats a square medium as portrait', () => {
    expect(nftCardBox('md', { width: 500, height: 500 })).toEqual({ width: 150, height: 150, orientation: 'portrait' });
  });
});

describe('video renditions', () => {
  const progressive = [
    { resolution: 144, url: '/v/144.mp4' },
    { resolution: 360, url: '/v/360.mp4' },
    { resolution: 720, url: '/v/720.mp4' },
    { resolution: 1080, url: '/v/1080.mp4' },
  ];

  it('plays a card preview at 360p at most: the highest rendition not above it', () => {
    expect(previewVideoUrl(medium({ threeq_output: { progressive } }))).toBe('/v/360.mp4');
    const without360 = progressive.filter((r) => r.resolution !== 360);
    expect(previewVideoUrl(medium({ threeq_output: { progressive: without360 } }))).toBe('/v/144.mp4');
  });

  it('takes the lowest rendition when every one is above the limit, and the original when none exists', () => {
    expect(
      pickRendition(
        [
          { resolution: 720, url: '/v/720.mp4' },
          { resolution: 480, url: '/v/480.mp4' },
        ],
        360,
      ),
    ).toEqual({
      resolution: 480,
      url: '/v/480.mp4',
    });
    expect(previewVideoUrl(medium())).toBe('/media/nfts/original.mp4');
    expect(previewVideoUrl(medium({ threeq_output: null }))).toBe('/media/nfts/original.mp4');
    expect(pickRendition([{ resolution: 0, url: '/v/0.mp4' }], 360)).toBeNull();
  });

  it('reads renditions in any order and plays the page at the highest up to its limit', () => {
    const shuffled = [...progressive].reverse();
    expect(fullVideoUrl(medium({ threeq_output: { progressive: shuffled } }), 1080)).toBe('/v/1080.mp4');
    expect(fullVideoUrl(medium({ threeq_output: { progressive: shuffled } }), 720)).toBe('/v/720.mp4');
  });
});

describe('mediumImageUrl', () => {
  it('fills [HASH] and [TimeStamp] of the URL template', () => {
    const m = medium({ media_type: 'image', url_template: '/media/nfts/[HASH].webp?v=[TimeStamp]' });
    expect(mediumImageUrl(m)).toBe('/media/nfts/abc123.webp?v=1764720000');
  });

  it('falls back to the original without a template or without a placeholder value', () => {
    expect(mediumImageUrl(medium({ url_template: null }))).toBe('/media/nfts/original.mp4');
    expect(mediumImageUrl(medium({ url_template: '/m/[HASH]', file_hash: null }))).toBe('/media/nfts/original.mp4');
    expect(mediumImageUrl(medium({ url_template: '/m/x?t=[TimeStamp]', timestamp: null }))).toBe(
      '/media/nfts/original.mp4',
    );
    expect(mediumImageUrl(medium({ url_template: '/m/fixed.webp' }))).toBe('/m/fixed.webp');
  });

  it('draws only video media as video', () => {
    expect(isVideo({ media_type: 'video' })).toBe(true);
    expect(isVideo({ media_type: 'image' })).toBe(false);
  });
});
