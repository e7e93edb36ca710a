import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../kernel/api-answers.ts';
import { PagedList, type PagedQuery } from '../../kernel/ui/PagedList.tsx';

/**
 * A paged list of the NFT area (collections or NFTs): the kernel's `PagedList` with what every NFT
 * list shares: its failure text (the API's, else 'NFTS Error'), loaded items kept on a failure, the
 * "load more" button and a retry for a failed next page.
 */
export function NftPagedList(props: {
  query: PagedQuery & { error: unknown };
  size: number;
  loading: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PagedList
      {...props}
      errorMessage={apiErrorText(props.query.error) ?? t('nfts.error')}
      keepItemsOnError
      more={{
        wrapClassName: 'nfts-more',
        label: t('nfts.loadMore'),
        loadingLabel: t('nfts.loadingMore'),
        testId: 'nfts-more',
      }}
      nextPageError="retry"
    />
  );
}
