// The events feature's public surface (its pages are loaded lazily by the shell): the list query,
// its keys and a compact card for other pages (the home page, the hub).
export { allEventsQuery, eventsQuery, eventKeys, type Event } from './api.ts';
export { EventCard, EventCardSkeletons } from './EventCard.tsx';
export { eventsPath, eventPath } from './paths.ts';
