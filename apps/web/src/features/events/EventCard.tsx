import { useTranslation } from 'react-i18next';
import { useShell } from '../../kernel/shell-context.ts';
import { ParticipationCard, ParticipationCardSkeletons, type ItemCardProps } from '../participation/index.ts';
import type { Event, Included } from './api.ts';
import { eventPath, formatEventShort } from './paths.ts';
import { PlacesText } from './PlacesText.tsx';
import './events.css';

/** An event in a list: hero, title, start, place, places left or the viewer's registration. */
export function EventCard({ event, included, priority = false }: { event: Event } & ItemCardProps<Included>) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = event.attributes;
  return (
    <ParticipationCard
      prefix="event"
      testId="event-card"
      item={event}
      included={included}
      closedClass="past"
      placeholder="📅"
      to={eventPath(locale, words, a.slug)}
      priority={priority}
    >
      <p className="muted">
        <time dateTime={a.starts_at}>{formatEventShort(a.starts_at, locale)}</time>
        {a.location ? ` · ${a.location}` : ''}
      </p>
      {a.registration_status ? (
        <p>
          <span className={`event-status event-status-${a.registration_status}`}>
            {a.registration_status === 'registered'
              ? t('events.youAreRegistered')
              : t('events.youAreWaiting', { position: a.waiting_position ?? 1 })}
          </span>
        </p>
      ) : a.registration_open ? (
        <p className="muted">
          <PlacesText event={event} />
        </p>
      ) : !a.open ? (
        <p className="muted">{t('events.past')}</p>
      ) : null}
    </ParticipationCard>
  );
}

/** Placeholders of event cards while a list loads (the cards' final size). */
export function EventCardSkeletons({ count = 3 }: { count?: number }) {
  return <ParticipationCardSkeletons prefix="event" testId="events-skeleton" count={count} />;
}
