import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ParticipationListPage } from '../participation/index.ts';
import { votingsQuery } from './api.ts';
import { VotingCard, VotingCardSkeletons } from './VotingCard.tsx';
import './votings.css';

/** `{participate}/{votings}/{all}`: the open votings (soonest end first), then at most 5 ended ones. */
export default function VotingsPage() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const session = useSession();
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  return (
    <ParticipationListPage
      className="page page-wide votings-page"
      testId="votings-page"
      idPrefix="votings"
      gridClassName="voting-grid"
      query={useQuery(votingsQuery(locale, viewer))}
      items={(data) => data.votings}
      card={(item, data) => <VotingCard key={item.id} voting={item} included={data.included} />}
      skeletons={<VotingCardSkeletons />}
      texts={{
        back: t('votings.backToParticipate'),
        title: t('votings.title'),
        description: t('votings.description'),
        loadError: t('votings.loadError'),
        emptyTitle: t('votings.emptyTitle'),
        emptyText: t('votings.emptyText'),
        openHeading: t('votings.openVotings'),
        noOpen: t('votings.noOpen'),
        endedHeading: t('votings.endedVotings'),
      }}
    />
  );
}
