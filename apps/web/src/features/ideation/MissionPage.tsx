import { useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { type ParticipationSort } from '@tribune/domain';
import { useSession } from '../../kernel/session/session.ts';
import { useLoginHerePath, useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { BackLink, ContributionGate, ContributionList, OpenState, SortTabs } from '../participation/index.ts';
import { createIdea, ideasQuery, ideationKeys, missionQuery, type Mission } from './api.ts';
import { IdeaForm } from './IdeaForm.tsx';
import { IdeaItem } from './IdeaItem.tsx';
import { missionsPath } from './paths.ts';
import './ideation.css';
import { rememberInitialBoost } from '../wallet/index.ts';

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
      texts={{
        notFoundTitle: t('ideation.missionNotFoundTitle'),
        notFoundText: t('ideation.missionNotFoundText'),
        loadError: t('ideation.missionLoadError'),
      }}
    >
      {(data) => <MissionView mission={data.mission} viewer={viewer} />}
    </ContributionGate>
  );
}

function MissionView({ mission, viewer }: { mission: Mission; viewer: string | null }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const session = useSession();
  const loginHere = useLoginHerePath();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<ParticipationSort>('top');
  const a = mission.attributes;
  const ideas = useInfiniteQuery(ideasQuery(a.slug, sort, viewer));

  const add = async (input: Parameters<typeof createIdea>[1]) => {
    const created = await createIdea(a.slug, input);
    rememberInitialBoost('idea', created.id, input.initialBoost);
    setSort('recent');
    await queryClient.invalidateQueries({ queryKey: ideationKeys.all });
  };

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

      <section className="idea-add" aria-labelledby="idea-add-heading">
        <h2 id="idea-add-heading">{t('ideation.addIdea')}</h2>
        {!a.open ? (
          <p className="muted" data-testid="mission-closed">
            {t('ideation.closedText')}
          </p>
        ) : session.status === 'signedIn' ? (
          <IdeaForm submitLabel={t('ideation.form.submit')} onSubmit={add} />
        ) : (
          <p>
            <Link to={loginHere}>{t('ideation.signInToAdd')}</Link>
          </p>
        )}
      </section>

      <section aria-labelledby="ideas-heading">
        <h2 id="ideas-heading">{t('ideation.ideas')}</h2>
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
      </section>
    </article>
  );
}
