import { useQuery } from '@tanstack/react-query';
import { useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ParticipationListPage } from '../participation/index.ts';
import { amaSessionsQuery } from './api.ts';
import { AmaSessionCard, AmaSessionCardSkeletons } from './AmaSessionCard.tsx';
import './amas.css';

/** `{participate}/{amas}/{all}`: the open sessions (soonest end first), then at most 5 ended ones. */
export default function SessionsPage() {
  const { locale } = useShell();
  const viewer = useViewerId();
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
      ns="amas"
      headings={{ open: 'openSessions', ended: 'endedSessions' }}
    />
  );
}
