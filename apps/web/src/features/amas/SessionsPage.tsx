import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { localePath } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { amaSessionsQuery } from './api.ts';
import { AmaSessionCard, AmaSessionCardSkeletons } from './AmaSessionCard.tsx';
import './amas.css';

/** `{participate}/{amas}/{all}`: the open sessions (soonest end first), then at most 5 ended ones. */
export default function SessionsPage() {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const session = useSession();
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const query = useQuery(amaSessionsQuery(locale, viewer));
  usePageMeta({ title: t('amas.title'), description: t('amas.description') });

  const open = query.data?.sessions.filter((s) => s.attributes.open) ?? [];
  const ended = query.data?.sessions.filter((s) => !s.attributes.open) ?? [];
  return (
    <div className="page page-wide amas-page" data-testid="ama-sessions-page">
      <p className="back-link">
        <Link to={localePath(locale, words.participate)}>{t('amas.backToParticipate')}</Link>
      </p>
      <h1>{t('amas.title')}</h1>
      <p className="muted">{t('amas.description')}</p>
      {query.isPending ? (
        <AmaSessionCardSkeletons />
      ) : query.isError ? (
        <ErrorState message={t('amas.loadError')} onRetry={() => void query.refetch()} />
      ) : open.length === 0 && ended.length === 0 ? (
        <div className="empty-state" data-testid="ama-sessions-empty">
          <h2>{t('amas.emptyTitle')}</h2>
          <p className="muted">{t('amas.emptyText')}</p>
        </div>
      ) : (
        <>
          <section aria-labelledby="ama-sessions-open">
            <h2 id="ama-sessions-open">{t('amas.openSessions')}</h2>
            {open.length === 0 ? (
              <p className="muted">{t('amas.noOpen')}</p>
            ) : (
              <div className="ama-grid">
                {open.map((s) => (
                  <AmaSessionCard key={s.id} session={s} included={query.data.included} />
                ))}
              </div>
            )}
          </section>
          {ended.length > 0 ? (
            <section aria-labelledby="ama-sessions-ended">
              <h2 id="ama-sessions-ended">{t('amas.endedSessions')}</h2>
              <div className="ama-grid">
                {ended.map((s) => (
                  <AmaSessionCard key={s.id} session={s} included={query.data.included} />
                ))}
              </div>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
