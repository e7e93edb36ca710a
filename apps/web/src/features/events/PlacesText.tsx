import { useTranslation } from 'react-i18next';
import type { Event } from './api.ts';

/** How many places are left, or that the event is full and how many wait; nothing without a capacity. */
export function PlacesText({ event }: { event: Event }) {
  const { t } = useTranslation();
  const a = event.attributes;
  if (a.capacity === null || a.places_left === null)
    return <span data-testid="event-places">{t('events.openToAll')}</span>;
  if (a.places_left > 0) {
    return (
      <span data-testid="event-places">{t('events.placesLeft', { count: a.places_left, capacity: a.capacity })}</span>
    );
  }
  return (
    <span data-testid="event-places">
      {a.waiting_count > 0 ? t('events.fullWaiting', { count: a.waiting_count }) : t('events.full')}
    </span>
  );
}
