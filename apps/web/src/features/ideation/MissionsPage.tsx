import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { localePath } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { missionsQuery } from './api.ts';
import { MissionCard, MissionCardSkeletons } from './MissionCard.tsx';
import './ideation.css';

/** `{participate}/{ideationhub}/{all}`: the open missions (soonest end first), then the ended ones. */
export default function MissionsPage() {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const session = useSession();
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const query = useQuery(missionsQuery(locale, viewer));
  usePageMeta({ title: t('ideation.title'), description: t('ideation.description') });

  const open = query.data?.missions.filter((m) => m.attributes.open) ?? [];
  const ended = query.data?.missions.filter((m) => !m.attributes.open) ?? [];
  return (
    <div className="page page-wide ideation-page" data-testid="missions-page">
      <p className="back-link">
        <Link to={localePath(locale, words.participate)}>{t('ideation.backToParticipate')}</Link>
      </p>
      <h1>{t('ideation.title')}</h1>
      <p className="muted">{t('ideation.description')}</p>
      {query.isPending ? (
        <MissionCardSkeletons />
      ) : query.isError ? (
        <ErrorState message={t('ideation.loadError')} onRetry={() => void query.refetch()} />
      ) : open.length === 0 && ended.length === 0 ? (
        <div className="empty-state" data-testid="missions-empty">
          <h2>{t('ideation.emptyTitle')}</h2>
          <p className="muted">{t('ideation.emptyText')}</p>
        </div>
      ) : (
        <>
          <section aria-labelledby="missions-open">
            <h2 id="missions-open">{t('ideation.openMissions')}</h2>
            {open.length === 0 ? (
              <p className="muted">{t('ideation.noOpen')}</p>
            ) : (
              <div className="mission-grid">
                {open.map((m) => (
                  <MissionCard key={m.id} mission={m} included={query.data.included} />
                ))}
              </div>
            )}
          </section>
          {ended.length > 0 ? (
            <section aria-labelledby="missions-ended">
              <h2 id="missions-ended">{t('ideation.endedMissions')}</h2>
              <div className="mission-grid">
                {ended.map((m) => (
                  <MissionCard key={m.id} mission={m} included={query.data.included} />
                ))}
              </div>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
