import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { SKELETON_PLACEHOLDERS } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { CardImage } from '../../kernel/ui/CardImage.tsx';
import { OpenState, type ItemCardProps } from '../participation/index.ts';
import type { Included, Voting } from './api.ts';
import { votePercent, votingPath } from './paths.ts';
import './votings.css';

/**
 * A voting in a list (the votings page, the participation hub): hero (when `included` carries it),
 * title, state, end, voters, the leading option.
 */
export function VotingCard({ voting, included, priority = false }: { voting: Voting } & ItemCardProps<Included>) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = voting.attributes;
  const leader = a.options[0];
  const leads = leader && BigInt(leader.votes) > 0n;
  const medium = included?.medium(voting.relationships.hero_medium.data?.id);
  const image = medium?.attributes.thumbnail ?? medium?.attributes.original ?? null;
  return (
    <article className={a.open ? 'voting-card' : 'voting-card voting-card-ended'} data-testid="voting-card">
      {image ? (
        <CardImage
          className="voting-card-media"
          src={image}
          renditions={medium?.attributes.image_renditions}
          width={320}
          height={180}
          priority={priority}
        />
      ) : null}
      <h3>
        <Link to={votingPath(locale, words, voting.id)}>{a.title}</Link>
      </h3>
      <OpenState prefix="voting" ns="votings" item={voting} />
      <p className="muted">
        {t('votings.votersCount', { count: a.voters_count })}
        {a.voted_by_current_user ? ` · ${t('votings.youVoted')}` : ''}
      </p>
      {leads && leader ? (
        <p className="voting-card-leader">
          {t('votings.leading', { option: leader.value, percent: votePercent(leader.votes, a.votes_total) })}
        </p>
      ) : null}
    </article>
  );
}

/** Placeholders of voting cards while a list loads (skeleton layout `runningvoting`). */
export function VotingCardSkeletons({ count = SKELETON_PLACEHOLDERS }: { count?: number }) {
  return (
    <div className="voting-grid" aria-busy="true" data-testid="votings-skeleton" data-skeleton="runningvoting">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="voting-card voting-card-skeleton">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton voting-bar-skeleton" />
          <span className="skeleton voting-bar-skeleton" />
        </div>
      ))}
    </div>
  );
}
