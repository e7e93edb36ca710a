import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ParticipationListPage } from '../participation/index.ts';
import { amaSessionsQuery } from './api.ts';
import { AmaSessionCard, AmaSessionCardSkeletons } from './AmaSessionCard.tsx';
import './amas.css';

/** `{participate}/{amas}/{all}`: the open sessions (soonest end first), then at most 5 ended ones. */
export default function SessionsPage() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const session = useSession();
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  return (
    <ParticipationListPage
      className="page page-wide amas-page"
      testId="ama-sessions-page"
      idPrefix="ama-sessions"
      gridClassName="ama-grid"
      query={useQuery(amaSessionsQuery(locale, viewer))}
      items={(data) => data.sessions}
      card={(item, data) => <AmaSessionCard key={item.id} session={item} included={data.included} />}
      skeletons={<AmaSessionCardSkeletons />}
      texts={{
        back: t('amas.backToParticipate'),
        title: t('amas.title'),
        description: t('amas.description'),
        loadError: t('amas.loadError'),
        emptyTitle: t('amas.emptyTitle'),
        emptyText: t('amas.emptyText'),
        openHeading: t('amas.openSessions'),
        noOpen: t('amas.noOpen'),
        endedHeading: t('amas.endedSessions'),
      }}
    />
  );
}
