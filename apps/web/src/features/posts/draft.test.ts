import { describe, expect, it } from 'vitest';
import { canSendPost, keptImages } from './draft.ts';

describe('the post draft', () => {
  it('keeps the current images while no new image is added, and none once one is (img_files replace them)', () => {
    expect(keptImages(3, 0)).toBe(3);
    expect(keptImages(3, 1)).toBe(0);
    expect(keptImages(0, 0)).toBe(0);
  });

  it('sends text, new images or kept images, and nothing empty', () => {
    expect(canSendPost(false, 0, 0)).toBe(true);
    expect(canSendPost(true, 1, 0)).toBe(true);
    // An edit that clears the text of a post with images keeps a post of images only.
    expect(canSendPost(true, 0, keptImages(2, 0))).toBe(true);
    expect(canSendPost(true, 0, keptImages(0, 0))).toBe(false);
  });
});
