import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ParticipationListPage } from '../participation/index.ts';
import { missionsQuery } from './api.ts';
import { MissionCard, MissionCardSkeletons } from './MissionCard.tsx';
import './ideation.css';

/** `{participate}/{ideationhub}/{all}`: the open missions (soonest end first), then the ended ones. */
export default function MissionsPage() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const session = useSession();
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
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
      texts={{
        back: t('ideation.backToParticipate'),
        title: t('ideation.title'),
        description: t('ideation.description'),
        loadError: t('ideation.loadError'),
        emptyTitle: t('ideation.emptyTitle'),
        emptyText: t('ideation.emptyText'),
        openHeading: t('ideation.openMissions'),
        noOpen: t('ideation.noOpen'),
        endedHeading: t('ideation.endedMissions'),
      }}
    />
  );
}
