import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList, type PagedQuery } from '../../kernel/ui/PagedList.tsx';
import type { ProfileListPage } from './api.ts';

/**
 * A paged list on a profile (the user's groups, their posts): its heading, three placeholders in
 * the items' shape while it loads (`skeleton`), its failure with a retry, the items (or `empty`)
 * and "show more". `testId` names the section and its placeholders (`-skeleton`).
 */
export function ProfileSection({
  testId,
  title,
  query,
  size,
  skeleton,
  loading,
  errorMessage,
  empty,
  children,
}: {
  testId: string;
  title: ReactNode;
  query: PagedQuery;
  size: number;
  skeleton?: { className: string; lineClassName: string };
  /** Drawn while the first page loads instead of the lines of `skeleton` (a list's own skeleton layout). */
  loading?: ReactNode;
  errorMessage: string;
  empty?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="profile-section" aria-labelledby={`${id}-h`} data-testid={testId}>
      <h2 id={`${id}-h`}>{title}</h2>
      <PagedList
        query={query}
        size={size}
        loading={
          loading ?? (
            <div className={skeleton?.className} aria-busy="true" data-testid={`${testId}-skeleton`}>
              {Array.from({ length: 3 }, (_, i) => (
                <span key={i} className={`skeleton ${skeleton?.lineClassName ?? 'skeleton-line'}`} />
              ))}
            </div>
          )
        }
        errorMessage={errorMessage}
        empty={empty}
        more={{ wrapClassName: 'row', label: t('profile.showMore'), loadingLabel: t('profile.loadingMore') }}
      >
        {children}
      </PagedList>
    </section>
  );
}

/** The items of a profile's list read so far, and the list's total. */
export function listSoFar<T>(query: { data?: { pages: ProfileListPage<T>[] } }): { list: T[]; total: number } {
  return { list: query.data?.pages.flatMap((p) => p.items) ?? [], total: query.data?.pages[0]?.total ?? 0 };
}
