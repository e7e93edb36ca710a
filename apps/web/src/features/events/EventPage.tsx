import { Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { useLoginHerePath, useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { BackLink, ContributionGate, heroImageSrc } from '../participation/index.ts';
import { CommentsSection } from '../comments/index.ts';
import {
  eventIcsHref,
  eventKeys,
  eventQuery,
  registerForEvent,
  registrationErrorText,
  unregisterFromEvent,
  type Event,
  type Included,
} from './api.ts';
import { eventsPath, formatEventWhen } from './paths.ts';
import { PlacesText } from './PlacesText.tsx';
import './events.css';
import { HeadedSection } from '../../kernel/ui/FormBits.tsx';

/**
 * An event (`{events}/{slug}`, any of its slugs) and its comment deep link
 * (`{events}/{eventSlug}/{comments}/{commentId}`): when and where, registering with the places
 * left or the waiting list, the calendar file, comments.
 */
export default function EventPage() {
  const { t } = useTranslation();
  const { params, locale } = useShell();
  const slug = params.slug ?? params.eventSlug ?? '';
  const viewer = useViewerId();
  return (
    <ContributionGate
      query={useQuery(eventQuery(slug, locale, viewer))}
      title={(data) => data.event.attributes.title}
      texts={{
        notFoundTitle: t('events.notFoundTitle'),
        notFoundText: t('events.notFoundText'),
        loadError: t('events.eventLoadError'),
      }}
    >
      {(data) => (
        <EventView
          event={data.event}
          included={data.included}
          slug={slug}
          viewer={viewer}
          highlight={params.commentId}
        />
      )}
    </ContributionGate>
  );
}

function EventView({
  event,
  included,
  slug,
  viewer,
  highlight,
}: {
  event: Event;
  included: Included;
  slug: string;
  viewer: string | null;
  highlight?: string;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const queryClient = useQueryClient();
  const a = event.attributes;
  const image = heroImageSrc(included.medium(event.relationships.hero_medium.data?.id));
  const refreshLists = () =>
    void queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === eventKeys.all[0] && q.queryKey[1] !== 'event',
    });

  return (
    <article className="page events-page event-page" data-testid="event-page">
      <BackLink to={eventsPath(locale, words)} label={t('events.backToEvents')} />
      {image ? (
        <div className="event-hero">
          <img src={image} alt="" />
        </div>
      ) : null}
      <header className="event-header">
        <span className={a.open ? 'event-state upcoming' : 'event-state past'} data-testid="event-state">
          {a.open ? t('events.upcomingLabel') : t('events.past')}
        </span>
        <h1>{a.title}</h1>
        <p className="event-when">
          <time dateTime={a.starts_at} data-testid="event-when">
            {formatEventWhen(a.starts_at, a.ends_at, locale)}
          </time>
        </p>
        {a.location ? (
          <p className="event-where muted" data-testid="event-location">
            {t('events.location', { location: a.location })}
          </p>
        ) : null}
        <p>
          <a
            className="event-ics"
            href={eventIcsHref(a.slug, locale)}
            download={`${a.slug}.ics`}
            data-testid="event-ics"
          >
            {t('events.addToCalendar')}
          </a>
        </p>
      </header>
      <Registration
        event={event}
        onChanged={(updated) => {
          // docs/PARTICIPATION.md "Events": the event is replaced with the one the server returns.
          queryClient.setQueryData(eventKeys.event(slug, locale, viewer), { event: updated, included });
          refreshLists();
        }}
      />
      {a.description ? <div className="prose" dangerouslySetInnerHTML={{ __html: a.description }} /> : null}
      <Suspense fallback={null}>
        <CommentsSection
          resourceType="event"
          resourceKey={a.slug}
          highlightCommentId={highlight}
          onCommented={() => void queryClient.invalidateQueries({ queryKey: eventKeys.all })}
        />
      </Suspense>
    </article>
  );
}

/** The registration box: the viewer's state, places left or the waiting list, the button, the server's refusal. */
function Registration({ event, onChanged }: { event: Event; onChanged: (event: Event) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const loginHere = useLoginHerePath();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const a = event.attributes;
  const status = a.registration_status;

  const act = async (action: (slug: string) => Promise<Event>) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await action(a.slug));
    } catch (e) {
      // docs/DECISIONS.md "Failures in the app": registration failures show the body's `error`.
      setError(registrationErrorText(e) ?? t('events.registerError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <HeadedSection
      className="event-registration"
      headingId="event-registration-heading"
      testId="event-registration"
      title={t('events.registration')}
    >
      {status ? (
        <p
          className={`event-status event-status-${status}`}
          data-testid="event-registration-status"
          data-status={status}
        >
          {status === 'registered'
            ? t('events.youAreRegistered')
            : t('events.youAreWaiting', { position: a.waiting_position ?? 1 })}
        </p>
      ) : null}
      <p className="muted">
        <PlacesText event={event} />
      </p>
      {!a.registration_open ? (
        <p className="muted" data-testid="event-registration-closed">
          {a.open ? t('events.registrationClosedStarted') : t('events.registrationClosedPast')}
        </p>
      ) : session.status !== 'signedIn' ? (
        <p>
          <Link to={loginHere} data-testid="event-sign-in">
            {t('events.signInToRegister')}
          </Link>
        </p>
      ) : (
        <button
          type="button"
          className={status ? 'button button-secondary' : 'button'}
          disabled={busy}
          onClick={() => void act(status ? unregisterFromEvent : registerForEvent)}
          data-testid={status ? 'event-unregister' : 'event-register'}
        >
          {status === 'registered'
            ? t('events.unregister')
            : status
              ? t('events.leaveWaitingList')
              : a.places_left === 0
                ? t('events.joinWaitingList')
                : t('events.register')}
        </button>
      )}
      {error ? (
        <p className="event-registration-error" role="alert" data-testid="event-registration-error">
          {error}
        </p>
      ) : null}
    </HeadedSection>
  );
}
