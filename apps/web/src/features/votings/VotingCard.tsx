import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { SKELETON_PLACEHOLDERS } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { CardImage } from '../../kernel/ui/CardImage.tsx';
import { OpenState } from '../participation/index.ts';
import type { Included, Voting } from './api.ts';
import { formatDateTime, votePercent, votingPath } from './paths.ts';
import './votings.css';

/**
 * A voting in a list (the votings page, the participation hub): hero (when `included` carries it),
 * title, state, end, voters, the leading option.
 */
export function VotingCard({
  voting,
  included,
  priority = false,
}: {
  voting: Voting;
  included?: Included;
  /** The first card of the page: its image loads first. */
  priority?: boolean;
}) {
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
      <VotingState voting={voting} />
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

/** The open/closed badge and the end of a voting (its card, its page). */
export function VotingState({ voting, testId, children }: { voting: Voting; testId?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const a = voting.attributes;
  const date = formatDateTime(a.ends_at, locale);
  return (
    <OpenState
      prefix="voting"
      open={a.open}
      endsAt={a.ends_at}
      label={a.open ? t('votings.open') : t('votings.closed')}
      when={a.open ? t('votings.endsOn', { date }) : t('votings.endedOn', { date })}
      testId={testId}
    >
      {children}
    </OpenState>
  );
}
