import { Suspense, useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { ApiError } from '@tribune/api-client';
import { useSession } from '../../kernel/session/session.ts';
import { useLoginHerePath, useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { showAlert } from '../../kernel/alerts.ts';
import { BackLink, ContributionGate, heroImageSrc, OpenState } from '../participation/index.ts';
import { CommentsSection } from '../comments/index.ts';
import { TokenVoteForm, TokenVotes, formatUnits } from '../wallet/index.ts';
import { castVote, votingErrorText, votingKeys, votingQuery, type Included, type Voting } from './api.ts';
import { votePercent, votingsPath } from './paths.ts';
import './votings.css';
import { FormError, HeadedSection } from '../../kernel/ui/FormBits.tsx';

/**
 * A voting (`{participate}/{votings}/{id}`) and its comment deep link
 * (`votings/{votingId}/comments/{commentId}`): the question, the results, the vote form while it
 * is open and the viewer has not voted, the viewer's vote, the comments.
 */
export default function VotingPage() {
  const { t } = useTranslation();
  const { params, locale } = useShell();
  const id = params.id ?? params.votingId ?? '';
  const viewer = useViewerId();
  return (
    <ContributionGate
      query={useQuery(votingQuery(id, locale, viewer))}
      title={(data) => data.voting.attributes.title}
      texts={{
        notFoundTitle: t('votings.notFoundTitle'),
        notFoundText: t('votings.notFoundText'),
        loadError: t('votings.loadErrorOne'),
      }}
    >
      {(data) => <VotingView voting={data.voting} included={data.included} highlight={params.commentId} />}
    </ContributionGate>
  );
}

function VotingView({ voting, included, highlight }: { voting: Voting; included: Included; highlight?: string }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const queryClient = useQueryClient();
  const a = voting.attributes;
  const image = heroImageSrc(included.medium(voting.relationships.hero_medium.data?.id));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: votingKeys.all });
  const mine = new Set(a.user_votes.map((v) => v.option_id));

  return (
    <article className="page votings-page voting-page" data-testid="voting-page">
      <BackLink to={votingsPath(locale, words)} label={t('votings.backToVotings')} />
      <header className="voting-header">
        {image ? <img className="voting-hero" src={image} alt="" width={960} height={540} /> : null}
        <h1>{a.title}</h1>
        <OpenState prefix="voting" ns="votings" item={voting} />
      </header>
      {a.description ? <div className="prose" dangerouslySetInnerHTML={{ __html: a.description }} /> : null}

      <HeadedSection
        className="voting-results"
        headingId="voting-results-title"
        testId="voting-results"
        title={a.open ? t('votings.resultsSoFar') : t('votings.results')}
      >
        <ul className="voting-options">
          {a.options.map((o) => {
            const percent = votePercent(o.votes, a.votes_total);
            return (
              <li
                key={o.id}
                className={mine.has(o.id) ? 'voting-option mine' : 'voting-option'}
                data-testid="voting-option"
              >
                <div className="voting-option-label">
                  <span>
                    {o.value}
                    {mine.has(o.id) ? <span className="voting-mine-badge"> · {t('votings.yourChoice')}</span> : null}
                  </span>
                  <span className="voting-option-figures" data-testid="voting-option-figures">
                    {a.voting_type === 'tokenless'
                      ? t('votings.percentVotes', { percent, count: Number(o.votes) })
                      : t('wallet.vote.percentTokens', { percent, amount: formatUnits(o.votes) })}
                  </span>
                </div>
                <div
                  className="voting-bar"
                  role="meter"
                  aria-label={o.value}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={`${percent}%`}
                >
                  <span className="voting-bar-fill" style={{ width: `${percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
        <p className="muted">{t('votings.votersCount', { count: a.voters_count })}</p>
      </HeadedSection>

      <VoteArea voting={voting} onVoted={refresh} />

      <Suspense fallback={null}>
        <CommentsSection
          resourceType="voting"
          resourceKey={voting.id}
          highlightCommentId={highlight}
          onCommented={refresh}
        />
      </Suspense>
    </article>
  );
}

/** The viewer's vote, the vote form, or why there is none. */
function VoteArea({ voting, onVoted }: { voting: Voting; onVoted: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const loginHere = useLoginHerePath();
  const a = voting.attributes;
  const tokenBased = a.voting_type !== 'tokenless';
  if (a.user_votes.length > 0 && tokenBased) return <TokenVotes voting={voting} onChanged={onVoted} />;
  if (a.user_votes.length > 0) {
    return (
      <p className="voting-notice" data-testid="voting-your-vote">
        {t('votings.yourVote', { options: a.user_votes.map((v) => v.value).join(', ') })}
      </p>
    );
  }
  if (!a.open) {
    return (
      <p className="voting-notice" data-testid="voting-ended">
        {t('votings.endedNotice')}
      </p>
    );
  }
  if (session.status !== 'signedIn') {
    return (
      <p className="voting-notice">
        <Link className="button" to={loginHere} data-testid="voting-signin">
          {t('votings.signInToVote')}
        </Link>
      </p>
    );
  }
  if (tokenBased) return <TokenVoteForm voting={voting} onVoted={onVoted} />;
  return <VoteForm voting={voting} onVoted={onVoted} />;
}

function VoteForm({ voting, onVoted }: { voting: Voting; onVoted: () => void }) {
  const { t } = useTranslation();
  const legendId = useId();
  const errorId = useId();
  const a = voting.attributes;
  const multiple = a.max_choices > 1;
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = (id: string, checked: boolean) => {
    setError(null);
    if (!multiple) setChosen(checked ? [id] : []);
    else setChosen((c) => (checked ? [...c, id] : c.filter((x) => x !== id)));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) {
      setError(t('votings.chooseFirst'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await castVote(voting.id, chosen);
      onVoted();
    } catch (err) {
      const text = votingErrorText(err) ?? t('votings.voteError');
      if (err instanceof ApiError && (err.status === 409 || err.status === 422)) {
        // "Already voted" or "ended": the page is stale. The refusal is said in an alert (the form
        // goes away), and the voting is shown as it is now.
        showAlert('danger', { text });
        onVoted();
      } else setError(text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="voting-form" onSubmit={(e) => void submit(e)} data-testid="voting-form" noValidate>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend id={legendId}>
          {multiple ? t('votings.chooseUpTo', { count: a.max_choices }) : t('votings.chooseOne')}
        </legend>
        {a.options.map((o) => {
          const checked = chosen.includes(o.id);
          const full = multiple && !checked && chosen.length >= a.max_choices;
          return (
            <label key={o.id} className="voting-choice">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`voting-${voting.id}`}
                value={o.id}
                checked={checked}
                disabled={busy || full}
                onChange={(e) => toggle(o.id, e.currentTarget.checked)}
              />
              <span>{o.value}</span>
            </label>
          );
        })}
      </fieldset>
      <FormError id={errorId} testId="voting-error">
        {error}
      </FormError>
      <button type="submit" className="button" disabled={busy} data-testid="voting-submit">
        {busy ? t('votings.voting') : t('votings.vote')}
      </button>
    </form>
  );
}
