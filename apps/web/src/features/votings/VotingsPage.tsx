import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { localePath } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { votingsQuery } from './api.ts';
import { VotingCard, VotingCardSkeletons } from './VotingCard.tsx';
import './votings.css';

/** `{participate}/{votings}/{all}`: the open votings (soonest end first), then at most 5 ended ones. */
export default function VotingsPage() {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const session = useSession();
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const query = useQuery(votingsQuery(locale, viewer));
  usePageMeta({ title: t('votings.title'), description: t('votings.description') });

  const open = query.data?.votings.filter((v) => v.attributes.open) ?? [];
  const ended = query.data?.votings.filter((v) => !v.attributes.open) ?? [];
  return (
    <div className="page page-wide votings-page" data-testid="votings-page">
      <p className="back-link">
        <Link to={localePath(locale, words.participate)}>{t('votings.backToParticipate')}</Link>
      </p>
      <h1>{t('votings.title')}</h1>
      <p className="muted">{t('votings.description')}</p>
      {query.isPending ? (
        <VotingCardSkeletons />
      ) : query.isError ? (
        <ErrorState message={t('votings.loadError')} onRetry={() => void query.refetch()} />
      ) : open.length === 0 && ended.length === 0 ? (
        <div className="empty-state" data-testid="votings-empty">
          <h2>{t('votings.emptyTitle')}</h2>
          <p className="muted">{t('votings.emptyText')}</p>
        </div>
      ) : (
        <>
          <section aria-labelledby="votings-open">
            <h2 id="votings-open">{t('votings.openVotings')}</h2>
            {open.length === 0 ? (
              <p className="muted">{t('votings.noOpen')}</p>
            ) : (
              <div className="voting-grid">
                {open.map((v) => (
                  <VotingCard key={v.id} voting={v} included={query.data.included} />
                ))}
              </div>
            )}
          </section>
          {ended.length > 0 ? (
            <section aria-labelledby="votings-ended">
              <h2 id="votings-ended">{t('votings.endedVotings')}</h2>
              <div className="voting-grid">
                {ended.map((v) => (
                  <VotingCard key={v.id} voting={v} included={query.data.included} />
                ))}
              </div>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
