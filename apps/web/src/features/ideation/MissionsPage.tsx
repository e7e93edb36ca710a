import { useQuery } from '@tanstack/react-query';
import { useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ParticipationListPage } from '../participation/index.ts';
import { missionsQuery } from './api.ts';
import { MissionCard, MissionCardSkeletons } from './MissionCard.tsx';
import './ideation.css';

/** `{participate}/{ideationhub}/{all}`: the open missions (soonest end first), then the ended ones. */
export default function MissionsPage() {
  const { locale } = useShell();
  const viewer = useViewerId();
  return (
    <ParticipationListPage
      className="page page-wide ideation-page"
      testId="missions-page"
      idPrefix="missions"
      gridClassName="mission-grid"
      query={useQuery(missionsQuery(locale, viewer))}
      items={(data) => data.missions}
      card={(item, data) => <MissionCard key={item.id} mission={item} included={data.included} />}
      skeletons={<MissionCardSkeletons />}
      ns="ideation"
      headings={{ open: 'openMissions', ended: 'endedMissions' }}
    />
  );
}
