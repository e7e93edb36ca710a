/** How wide a card is drawn: the whole column on a phone, about a third of the wide page beside it. */
const CARD_SIZES = '(max-width: 600px) calc(100vw - 32px), 360px';

/** An image's renditions as the server lists them (`image_renditions`: width and URL, narrowest first). */
export type ImageRenditions = ReadonlyArray<{ width: number; src: string }>;

/** A card image's `srcset` from the server's renditions (400/800/1600 wide), when it sent several. */
export function cardSrcSet(renditions: ImageRenditions | undefined): string | undefined {
  return renditions && renditions.length > 1 ? renditions.map((r) => `${r.src} ${r.width}w`).join(', ') : undefined;
}

/**
 * A list card's image in its fixed box (width and height, so nothing moves when it loads), with a
 * `srcset` from the renditions. The first card of a page is its likely largest paint (`priority`):
 * loaded at once and first; every other card image waits until it nears the screen.
 */
export function CardImage({
  src,
  renditions,
  width,
  height,
  priority = false,
  className,
}: {
  src: string;
  renditions?: ImageRenditions;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  const srcSet = cardSrcSet(renditions);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? CARD_SIZES : undefined}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
