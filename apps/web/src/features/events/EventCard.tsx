import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { CardImage } from '../../kernel/ui/CardImage.tsx';
import type { Event, Included } from './api.ts';
import { eventPath, formatEventShort } from './paths.ts';
import { PlacesText } from './PlacesText.tsx';
import './events.css';

/** An event in a list: hero, title, start, place, places left or the viewer's registration. */
export function EventCard({
  event,
  included,
  priority = false,
}: {
  event: Event;
  included?: Included;
  /** The first card of the page: its image loads first. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = event.attributes;
  const medium = included?.medium(event.relationships.hero_medium.data?.id);
  const image = medium?.attributes.thumbnail ?? medium?.attributes.original ?? null;
  return (
    <article className={a.open ? 'event-card' : 'event-card event-card-past'} data-testid="event-card">
      <div className="event-card-media" aria-hidden="true">
        {image ? (
          <CardImage
            src={image}
            renditions={medium?.attributes.image_renditions}
            width={320}
            height={180}
            priority={priority}
          />
        ) : (
          <span className="event-card-placeholder">📅</span>
        )}
      </div>
      <div className="event-card-body">
        <h3>
          <Link to={eventPath(locale, words, a.slug)}>{a.title}</Link>
        </h3>
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
      </div>
    </article>
  );
}

/** Placeholders of event cards while a list loads (the cards' final size). */
export function EventCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="event-grid" aria-busy="true" data-testid="events-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="event-card event-card-skeleton">
          <span className="skeleton event-card-media" />
          <span className="event-card-body">
            <span className="skeleton skeleton-title" />
            <span className="skeleton skeleton-line" />
          </span>
        </div>
      ))}
    </div>
  );
}
