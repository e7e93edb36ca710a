import { useTranslation } from 'react-i18next';
import { SKELETON_PLACEHOLDERS } from '@tribune/domain';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { SkeletonItems } from '../../kernel/ui/SkeletonItems.tsx';
import type { NftCollection } from './api.ts';
import { collectionSlugIn, nftCollectionPath } from './paths.ts';
import './nfts.css';

/** The cover box of a collection's card, in CSS pixels (the `lg` card's landscape width, 4/3). */
const COVER = { width: 220, height: 165 };

/** A collection in the showroom: its cover, name and number of NFTs, linking to its page. */
export function CollectionCard({ collection, priority = false }: { collection: NftCollection; priority?: boolean }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = collection.attributes;
  return (
    <article className="nft-collection-card" data-testid="nft-collection-card">
      <Link className="nft-collection-link" to={nftCollectionPath(locale, words, collectionSlugIn(collection, locale))}>
        {a.cover_image ? (
          <img
            className="nft-collection-cover"
            src={a.cover_image}
            alt=""
            width={COVER.width}
            height={COVER.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <span className="nft-collection-cover nft-collection-cover-empty" aria-hidden="true">
            {[...a.name.trim()][0]?.toUpperCase() ?? '#'}
          </span>
        )}
        <span className="nft-collection-text">
          <span className="nft-collection-name">{a.name}</span>
          <span className="muted">{t('nfts.nftsCount', { count: a.nfts_count })}</span>
        </span>
      </Link>
    </article>
  );
}

const LINES = ['skeleton-title', 'skeleton-line'];

/** Placeholders of the showroom's collection cards while the first page loads (the `nfts` layout of collections). */
export function CollectionCardSkeletons({ count = SKELETON_PLACEHOLDERS }: { count?: number }) {
  return (
    <SkeletonItems
      count={count}
      list="div"
      className="nft-collection-grid"
      testId="nft-collections-skeleton"
      itemClassName="nft-collection-card nft-skeleton"
      mediaClassName="nft-collection-cover"
      bodyClassName="nft-collection-text"
      lines={LINES}
    />
  );
}
