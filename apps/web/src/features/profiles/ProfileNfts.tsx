import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../kernel/shell-context.ts';
import { NftCard, NftsSkeleton, userNftsQuery } from '../nfts/index.ts';
import { ProfileSection } from './ProfileSection.tsx';

/**
 * The NFTs a user holds on their profile (`loadNfts`: GET /v2/users/{slug}/nfts, only the publicly
 * visible ones), with the copies they hold, paged with "show more". Module nfts only.
 */
export function ProfileNfts({ slug, viewer }: { slug: string; viewer: string | null }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const nfts = useInfiniteQuery(userNftsQuery(slug, locale, viewer));
  const items = nfts.data?.pages.flatMap((p) => p.nfts.map((nft) => ({ nft, records: p.records }))) ?? [];
  const total = nfts.data?.pages[0]?.totalCount ?? 0;

  return (
    <ProfileSection
      testId="profile-nfts"
      title={
        <>
          {t('nfts.profile.title')}
          {nfts.isSuccess && total > 0 ? <span className="profile-count"> ({total})</span> : null}
        </>
      }
      query={nfts}
      size={items.length}
      loading={<NftsSkeleton layout="nfts-sm" count={5} testId="profile-nfts-skeleton" />}
      errorMessage={t('nfts.error')}
      empty={<p className="muted">{t('nfts.profile.empty')}</p>}
    >
      <div className="nft-grid nft-grid-nfts-sm" data-testid="profile-nft-list">
        {items.map(({ nft, records }) => (
          <NftCard key={nft.id} nft={nft} records={records} size="sm" showCopies />
        ))}
      </div>
    </ProfileSection>
  );
}
