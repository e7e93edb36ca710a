import { useQuery } from '@tanstack/react-query';
import { useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ParticipationListPage } from '../participation/index.ts';
import { votingsQuery } from './api.ts';
import { VotingCard, VotingCardSkeletons } from './VotingCard.tsx';
import './votings.css';

/** `{participate}/{votings}/{all}`: the open votings (soonest end first), then at most 5 ended ones. */
export default function VotingsPage() {
  const { locale } = useShell();
  const viewer = useViewerId();
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
      ns="votings"
      headings={{ open: 'openVotings', ended: 'endedVotings' }}
    />
  );
}
