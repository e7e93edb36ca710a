import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ContributionGate, ContributionImages, ContributionPageShell, pageStateTexts } from '../participation/index.ts';
import { ideaQuery, ideationKeys, updateIdea, type Idea, type Included } from './api.ts';
import { IdeaForm } from './IdeaForm.tsx';
import { missionPath } from './paths.ts';
import { StatusLabel } from './StatusLabel.tsx';
import './ideation.css';

/**
 * An idea (`{ideationhub}/{slug}/{idea}/{id}`) and its comment deep link
 * (`{ideationhub}/{missionSlug}/{idea}/{ideaId}/{comments}/{commentId}`). "Show idea" fails
 * silently (docs/DECISIONS.md "Failures in the app"): no alert, only the not-found or error state.
 */
export default function IdeaPage() {
  const { t } = useTranslation();
  const { params } = useShell();
  const slug = params.slug ?? params.missionSlug ?? '';
  const id = params.id ?? params.ideaId ?? '';
  const viewer = useViewerId();
  return (
    <ContributionGate
      query={useQuery(ideaQuery(slug, id, viewer))}
      title={(data) => data.idea.attributes.title}
      texts={pageStateTexts(t, 'ideation', 'idea')}
    >
      {(data) => <IdeaView idea={data.idea} included={data.included} slug={slug} highlight={params.commentId} />}
    </ContributionGate>
  );
}

function IdeaView({
  idea,
  included,
  slug,
  highlight,
}: {
  idea: Idea;
  included: Included;
  slug: string;
  highlight?: string;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ideationKeys.all });
  return (
    <ContributionPageShell
      className="page ideation-page idea-page"
      testId="idea-page"
      prefix="idea"
      headerClassName="idea-header"
      type="idea"
      resourceKey={`${slug}/${idea.id}`}
      contribution={idea}
      author={included.user(idea.relationships.user.data.id)}
      status={<StatusLabel status={idea.attributes.status} />}
      images={<ContributionImages prefix="idea" ns="ideation" contribution={idea} imageTestId="idea-image" />}
      back={{ to: missionPath(locale, words, slug), label: t('ideation.backToMission') }}
      texts={{ edit: t('ideation.editIdea'), edited: t('ideation.edited') }}
      editTestId="idea-edit"
      edit={{ Form: IdeaForm, submitLabel: t('ideation.form.save'), save: (input) => updateIdea(slug, idea.id, input) }}
      highlight={highlight}
      onChanged={refresh}
    />
  );
}
