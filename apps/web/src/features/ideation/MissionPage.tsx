import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import {
  BackLink,
  ContributionGate,
  pageStateTexts,
  ContributionList,
  OpenState,
  SignedInOr,
  SortTabs,
  useAddContribution,
} from '../participation/index.ts';
import { createIdea, ideasQuery, ideationKeys, missionQuery, type Mission } from './api.ts';
import { IdeaForm } from './IdeaForm.tsx';
import { IdeaItem } from './IdeaItem.tsx';
import { missionsPath } from './paths.ts';
import './ideation.css';
import { HeadedSection } from '../../kernel/ui/FormBits.tsx';

/** `{ideationhub}/{slug}`: a mission, its ideas by top, hot or recent, and the form to add one while it is open. */
export default function MissionPage() {
  const { t } = useTranslation();
  const { params, locale } = useShell();
  const slug = params.slug ?? '';
  const viewer = useViewerId();
  return (
    <ContributionGate
      query={useQuery(missionQuery(slug, 'top', locale, viewer))}
      title={(data) => data.mission.attributes.title}
      texts={pageStateTexts(t, 'ideation', 'mission')}
    >
      {(data) => <MissionView mission={data.mission} viewer={viewer} />}
    </ContributionGate>
  );
}

function MissionView({ mission, viewer }: { mission: Mission; viewer: string | null }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = mission.attributes;
  const { sort, setSort, add } = useAddContribution('idea', (input) => createIdea(a.slug, input), ideationKeys.all);
  const ideas = useInfiniteQuery(ideasQuery(a.slug, sort, viewer));

  return (
    <article className="page ideation-page mission-page" data-testid="mission-page">
      <BackLink to={missionsPath(locale, words)} label={t('ideation.backToMissions')} />
      <header className="mission-header">
        <h1>{a.title}</h1>
        <OpenState prefix="mission" ns="ideation" item={mission} testId="mission-state">
          {' '}
          · {t('ideation.ideasCount', { count: a.ideas_count })}
        </OpenState>
      </header>
      {a.description ? <div className="prose" dangerouslySetInnerHTML={{ __html: a.description }} /> : null}

      <HeadedSection className="idea-add" headingId="idea-add-heading" title={t('ideation.addIdea')}>
        {!a.open ? (
          <p className="muted" data-testid="mission-closed">
            {t('ideation.closedText')}
          </p>
        ) : (
          <SignedInOr signIn={t('ideation.signInToAdd')}>
            <IdeaForm submitLabel={t('ideation.form.submit')} onSubmit={add} />
          </SignedInOr>
        )}
      </HeadedSection>

      <HeadedSection headingId="ideas-heading" title={t('ideation.ideas')}>
        <SortTabs sort={sort} onSort={setSort} ns="ideation" />
        <ContributionList
          query={ideas}
          items={(page) => page.ideas}
          row={(idea, page) => <IdeaItem key={idea.id} idea={idea} included={page.included} missionSlug={a.slug} />}
          ns="ideation"
          listClassName="idea-list"
          itemClassName="idea-item"
          skeletonTestId="ideas-skeleton"
          emptyTestId="ideas-empty"
          loadError={t('ideation.ideasLoadError')}
          empty={t('ideation.noIdeas')}
        />
      </HeadedSection>
    </article>
  );
}
