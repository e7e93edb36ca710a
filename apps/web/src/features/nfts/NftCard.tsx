import { useTranslation } from 'react-i18next';
import { SKELETON_PLACEHOLDERS, type NftCardSize } from '@tribune/domain';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { SkeletonItems } from '../../kernel/ui/SkeletonItems.tsx';
import { collectionOf, mediumOf, type Nft, type NftCollection, type NftRecords } from './api.ts';
import { nftCardBox } from './media.ts';
import { NftCardMedia } from './NftMedia.tsx';
import { collectionSlugIn, nftPath } from './paths.ts';
import './nfts.css';

/** Sizes whose card has room for the name and the facts under the picture. */
const WITH_TEXT: ReadonlySet<NftCardSize> = new Set(['md', 'lg', 'xl']);

/**
 * An NFT's card in one of the five sizes (docs/NFTS.md "Web"): its picture in the size's box
 * (portrait height or landscape width, 3/4 without dimensions), linking to the NFT's page; from
 * `md` up its name, rarity and the copies `copies` counts (the viewer's, or the profile's user's).
 */
export function NftCard({
  nft,
  records,
  collection,
  size = 'md',
  showCopies = false,
  priority = false,
  linked = true,
}: {
  nft: Nft;
  records: NftRecords;
  /** The NFT's collection when the page knows it (a collection's page); else the included one. */
  collection?: NftCollection;
  size?: NftCardSize;
  showCopies?: boolean;
  priority?: boolean;
  /** False inside another control (the post composer's NFT picker): the card is no link then. */
  linked?: boolean;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = nft.attributes;
  const medium = mediumOf(nft, records);
  const box = nftCardBox(size, medium?.attributes.dimensions);
  const owner = collection ?? collectionOf(nft, records);
  const slug = owner ? collectionSlugIn(owner, locale) : nft.relationships.nft_collection.data?.id;
  const withText = WITH_TEXT.has(size);
  const copies = showCopies && a.user_amount > 0 ? t('nfts.copies', { count: a.user_amount }) : null;
  const body = (
    <>
      <NftCardMedia nft={nft} medium={medium} box={box} priority={priority} />
      {withText ? (
        <span className="nft-card-text">
          <span className="nft-card-name">{a.name}</span>
          <span className={`nft-rarity nft-rarity-${a.rarity}`}>{t(`nfts.rarity.${a.rarity}`)}</span>
          {copies ? (
            <span className="nft-card-copies" data-testid="nft-card-copies">
              {copies}
            </span>
          ) : null}
        </span>
      ) : (
        <>
          <span className="visually-hidden">{copies ? `${a.name}, ${copies}` : a.name}</span>
          {copies ? (
            <span className="nft-card-badge" aria-hidden="true" data-testid="nft-card-copies">
              {t('nfts.copiesShort', { count: a.user_amount })}
            </span>
          ) : null}
        </>
      )}
    </>
  );
  return (
    <article
      className={`nft-card nft-card-${size} nft-card-${box.orientation}`}
      style={{ width: box.width }}
      data-testid="nft-card"
      data-size={size}
    >
      {slug && linked ? (
        <Link className="nft-card-link" to={nftPath(locale, words, slug, nft.id)}>
          {body}
        </Link>
      ) : (
        <div className="nft-card-link">{body}</div>
      )}
    </article>
  );
}

/** The two skeleton layouts of NFT lists: `nfts` (a grid of md cards with their text), `nfts-sm` (a row of sm pictures). */
export type NftsSkeletonLayout = 'nfts' | 'nfts-sm';

const LAYOUTS: Record<NftsSkeletonLayout, { size: NftCardSize; lines: readonly string[] }> = {
  nfts: { size: 'md', lines: ['skeleton-line nft-skeleton-name', 'skeleton-line nft-skeleton-rarity'] },
  'nfts-sm': { size: 'sm', lines: [] },
};

/** Placeholders of an NFT list while its first page loads, in the cards' final size (3/4 portrait). */
export function NftsSkeleton({
  layout = 'nfts',
  count = SKELETON_PLACEHOLDERS,
  testId = 'nfts-skeleton',
}: {
  layout?: NftsSkeletonLayout;
  count?: number;
  testId?: string;
}) {
  const { size, lines } = LAYOUTS[layout];
  const box = nftCardBox(size);
  return (
    <SkeletonItems
      count={count}
      list="div"
      className={`nft-grid nft-grid-${layout}`}
      testId={testId}
      itemClassName={`nft-card nft-card-${size} nft-skeleton`}
      mediaClassName="nft-media"
      mediaStyle={{ width: box.width, height: box.height }}
      bodyClassName={lines.length ? 'nft-card-text' : 'nft-skeleton-empty'}
      lines={lines}
    />
  );
}
