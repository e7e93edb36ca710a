import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { moduleEnabled } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { AmaSessionCard, AmaSessionCardSkeletons, amaSessionsPath, amaSessionsQuery } from '../amas/index.ts';
import { MissionCard, MissionCardSkeletons, missionsPath, missionsQuery } from '../ideation/index.ts';
import { VotingCard, VotingCardSkeletons, votingsPath, votingsQuery } from '../votings/index.ts';
import './participate.css';

/** How many skeleton cards an area shows while its list loads. */
const HUB_SKELETONS = 3;

/**
 * `{participate}`: the participation hub. One section per area that is switched on (votings,
 * ideation missions, AMA sessions), each with its open items first and then its most recently
 * ended ones (at most ENDED_LISTED, as the area's list gives them), and "See all".
 */
export default function ParticipatePage() {
  const { t } = useTranslation();
  const { config, flags } = useShell();
  usePageMeta({ title: t('participate.title'), description: t('participate.description') });
  const votings = moduleEnabled('voting', config, flags);
  const ideation = moduleEnabled('crowdsourcing', config, flags);
  return (
    <div className="page page-wide participate-page" data-testid="participate-page">
      <h1>{t('participate.title')}</h1>
      <p className="muted">{t('participate.description')}</p>
      {votings ? <VotingsSection leading /> : null}
      {ideation ? <IdeationSection leading={!votings} /> : null}
      {moduleEnabled('ama', config, flags) ? <AmasSection leading={!votings && !ideation} /> : null}
    </div>
  );
}

/** The signed-in user's id, part of each list's query key (lists carry the viewer's state). */
function useViewer(): string | null {
  const session = useSession();
  return session.status === 'signedIn' && session.user ? session.user.id : null;
}

/** An area's list split as the API orders it: the open items, then the ended ones (at most ENDED_LISTED). */
function split<T extends { attributes: { open: boolean } }>(items: T[]): { open: T[]; ended: T[] } {
  return { open: items.filter((i) => i.attributes.open), ended: items.filter((i) => !i.attributes.open) };
}

/** One area of the hub: heading, "See all" link, and its cards, skeletons, error or empty text. */
function HubSection<T extends { id: string; attributes: { open: boolean } }>({
  area,
  title,
  allHref,
  empty,
  query,
  skeletons,
  card,
  leading,
}: {
  area: string;
  title: string;
  allHref: string;
  empty: string;
  query: { isPending: boolean; isError: boolean; data: T[] | undefined; refetch: () => unknown };
  skeletons: ReactNode;
  /** Draws one item; `priority` for the page's first card (its image is the largest paint). */
  card: (item: T, priority: boolean) => ReactNode;
  /** The hub's first section: its first card's image loads first. */
  leading: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `participate-${area}-title`;
  const { open, ended } = split(query.data ?? []);
  return (
    <section className="participate-section" aria-labelledby={headingId} data-testid={`participate-${area}`}>
      <div className="participate-section-head">
        <h2 id={headingId}>{title}</h2>
        <Link to={allHref} className="participate-all">
          {t('participate.seeAll')}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </div>
      {query.isPending ? (
        skeletons
      ) : query.isError ? (
        <ErrorState message={t('participate.loadError')} onRetry={() => void query.refetch()} />
      ) : open.length === 0 && ended.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <>
          {open.length === 0 ? (
            <p className="muted">{t('participate.nothingOpen')}</p>
          ) : (
            <div className="participate-grid" data-testid="participate-open">
              {open.map((item, i) => (
                <div key={item.id}>{card(item, leading && i === 0)}</div>
              ))}
            </div>
          )}
          {ended.length > 0 ? (
            <>
              <h3 className="participate-ended">{t('participate.recentlyEnded')}</h3>
              <div className="participate-grid" data-testid="participate-ended">
                {ended.map((item, i) => (
                  <div key={item.id}>{card(item, leading && open.length === 0 && i === 0)}</div>
                ))}
              </div>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

function VotingsSection({ leading }: { leading: boolean }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const query = useQuery(votingsQuery(locale, useViewer()));
  return (
    <HubSection
      area="votings"
      title={t('participate.votings')}
      allHref={votingsPath(locale, words)}
      empty={t('participate.votingsEmpty')}
      query={{ ...query, data: query.data?.votings }}
      skeletons={<VotingCardSkeletons count={HUB_SKELETONS} />}
      leading={leading}
      card={(voting, priority) => <VotingCard voting={voting} included={query.data?.included} priority={priority} />}
    />
  );
}

function IdeationSection({ leading }: { leading: boolean }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const query = useQuery(missionsQuery(locale, useViewer()));
  return (
    <HubSection
      area="ideation"
      title={t('participate.ideation')}
      allHref={missionsPath(locale, words)}
      empty={t('participate.ideationEmpty')}
      query={{ ...query, data: query.data?.missions }}
      skeletons={<MissionCardSkeletons count={HUB_SKELETONS} />}
      leading={leading}
      card={(mission, priority) => (
        <MissionCard mission={mission} included={query.data?.included} priority={priority} />
      )}
    />
  );
}

function AmasSection({ leading }: { leading: boolean }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const query = useQuery(amaSessionsQuery(locale, useViewer()));
  return (
    <HubSection
      area="amas"
      title={t('participate.amas')}
      allHref={amaSessionsPath(locale, words)}
      empty={t('participate.amasEmpty')}
      query={{ ...query, data: query.data?.sessions }}
      skeletons={<AmaSessionCardSkeletons count={HUB_SKELETONS} />}
      leading={leading}
      card={(session, priority) => (
        <AmaSessionCard session={session} included={query.data?.included} priority={priority} />
      )}
    />
  );
}
