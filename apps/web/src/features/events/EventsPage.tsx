import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { usePageMeta } from '../../kernel/meta.ts';
import { useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { MorePagesButton } from '../../kernel/ui/MorePagesButton.tsx';
import { allEventsQuery, eventsQuery, type Event, type Included } from './api.ts';
import { EventCard, EventCardSkeletons } from './EventCard.tsx';
import { allEventsPath, eventsPath } from './paths.ts';
import './events.css';

/** A grid of event cards; the `leading` grid's first image is the page's largest paint and loads first. */
function EventGrid({
  events,
  leading = false,
}: {
  events: Array<{ event: Event; included: Included }>;
  leading?: boolean;
}) {
  return (
    <div className="event-grid">
      {events.map(({ event, included }, i) => (
        <EventCard key={event.id} event={event} included={included} priority={leading && i === 0} />
      ))}
    </div>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <div className="empty-state" data-testid="events-empty">
      <h2>{t('events.emptyTitle')}</h2>
      <p className="muted">{t('events.emptyText')}</p>
    </div>
  );
}

/** `{events}`: the upcoming events (start ascending), then at most 5 past ones, and a link to all of them. */
function ListedEvents() {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const viewer = useViewerId();
  const query = useQuery(eventsQuery(locale, viewer));
  if (query.isPending) return <EventCardSkeletons />;
  if (query.isError) return <ErrorState message={t('events.loadError')} onRetry={() => void query.refetch()} />;
  const wrap = (list: Event[]) => list.map((event) => ({ event, included: query.data.included }));
  const upcoming = query.data.events.filter((e) => e.attributes.open);
  const past = query.data.events.filter((e) => !e.attributes.open);
  if (upcoming.length === 0 && past.length === 0) return <Empty />;
  return (
    <>
      <section aria-labelledby="events-upcoming">
        <h2 id="events-upcoming">{t('events.upcoming')}</h2>
        {upcoming.length === 0 ? (
          <p className="muted">{t('events.noUpcoming')}</p>
        ) : (
          <EventGrid events={wrap(upcoming)} leading />
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="events-past">
          <h2 id="events-past">{t('events.pastEvents')}</h2>
          <EventGrid events={wrap(past)} leading={upcoming.length === 0} />
          <p>
            <Link to={allEventsPath(locale, words)} data-testid="events-all-link">
              {t('events.showAll')}
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}

/** `{events}/all`: every published event in the same order, page by page. */
function AllEvents() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const viewer = useViewerId();
  const query = useInfiniteQuery(allEventsQuery(locale, viewer));
  if (query.isPending) return <EventCardSkeletons />;
  if (query.isError) return <ErrorState message={t('events.loadError')} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.events.map((event) => ({ event, included: p.included })));
  if (items.length === 0) return <Empty />;
  return (
    <>
      <EventGrid events={items} leading />
      <MorePagesButton query={query} label={t('events.loadMore')} loadingLabel={t('events.loadingMore')} />
    </>
  );
}

/** The events pages: `{events}` (upcoming and the last past ones) and `{events}/all` (every one, paged). */
export default function EventsPage() {
  const { t } = useTranslation();
  const { locale, words, routeName } = useShell();
  const all = routeName === 'eventsAll';
  usePageMeta({ title: all ? t('events.allTitle') : t('events.title'), description: t('events.description') });
  return (
    <div className="page page-wide events-page" data-testid={all ? 'events-all-page' : 'events-page'}>
      {all ? (
        <p className="back-link">
          <Link to={eventsPath(locale, words)}>{t('events.backToEvents')}</Link>
        </p>
      ) : null}
      <h1>{all ? t('events.allTitle') : t('events.title')}</h1>
      <p className="muted">{t('events.description')}</p>
      {all ? <AllEvents /> : <ListedEvents />}
    </div>
  );
}
