import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { Byline, ContributionActions, ContributionBody, ContributionImages } from '../participation/index.ts';
import { ideationKeys, type Idea, type Included } from './api.ts';
import { ideaPath } from './paths.ts';
import { StatusLabel } from './StatusLabel.tsx';

/** An idea in a mission's list: status, title (link), author, body, images, likes and comments. */
export function IdeaItem({ idea, included, missionSlug }: { idea: Idea; included: Included; missionSlug: string }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const queryClient = useQueryClient();
  const a = idea.attributes;
  const author = included.user(idea.relationships.user.data.id);
  return (
    <li className="idea-item" data-testid="idea-item" id={`idea-${idea.id}`}>
      <div className="idea-item-head">
        <StatusLabel status={a.status} />
        <h3>
          <Link to={ideaPath(locale, words, missionSlug, idea.id)} data-testid="idea-link">
            {a.title}
          </Link>
        </h3>
      </div>
      <Byline className="muted idea-meta" author={author} createdAt={a.created_at} />
      <ContributionBody prefix="idea" html={a.body} />
      <ContributionImages prefix="idea" ns="ideation" contribution={idea} compact imageTestId="idea-image" />
      <ContributionActions
        prefix="idea"
        type="idea"
        likedKey={`${missionSlug}/${idea.id}`}
        id={idea.id}
        attributes={a}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: ideationKeys.all })}
      >
        <Link to={ideaPath(locale, words, missionSlug, idea.id)} className="idea-comments-link">
          {t('ideation.commentsCount', { count: a.comments_count })}
        </Link>
      </ContributionActions>
    </li>
  );
}
