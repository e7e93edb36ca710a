import { eventRegistrationOpen, isEventOpen, type EventRegistrationStatus } from '@tribune/domain';
import { definePolicy, refuse } from '../../platform/policy.ts';

/** The state of an event its rules read. */
export interface EventFacts {
  published: boolean;
  startsAt: Date;
  endsAt: Date | null;
  capacity: number | null;
  registeredCount: number;
}

/**
 * Who may do what with events (docs/PARTICIPATION.md, "Events"):
 * - an event exists for everybody once published; before that only for admins (404 otherwise);
 * - it is open while ends_at, or else starts_at, is in the future (docs/PARTICIPATION.md "Shared");
 * - fans register and unregister while it has not started (`eventRegistrationOpen`);
 * - a registration takes a place while the event has one free (no capacity: always), else it
 *   waits in line; a freed place goes to the first in line.
 */
export const eventsPolicy = definePolicy(
  'events',
  {
    /** Published, or any for admins. */
    see: (caller, event: Pick<EventFacts, 'published'>) => event.published || caller?.admin === true,
    /** Registering and unregistering, until the event starts. */
    register: (_caller, event: Pick<EventFacts, 'startsAt'>) =>
      registrationOpen(event) || refuse('EVENT_REGISTRATION_CLOSED'),
  },
  { hides: ['see'] },
);

/** Whether an event is open (not over). */
export function isOpen(event: Pick<EventFacts, 'startsAt' | 'endsAt'>, now: Date = new Date()): boolean {
  return isEventOpen({ starts_at: event.startsAt, ends_at: event.endsAt }, now);
}

/** Whether an event takes registrations and unregistrations. */
export function registrationOpen(event: Pick<EventFacts, 'startsAt'>, now: Date = new Date()): boolean {
  return eventRegistrationOpen({ starts_at: event.startsAt }, now);
}

/** The places still free; null without a capacity. */
export function placesLeft(event: Pick<EventFacts, 'capacity' | 'registeredCount'>): number | null {
  return event.capacity === null ? null : Math.max(0, event.capacity - event.registeredCount);
}

/** The status of a new registration: a place while one is free, else the waiting list. */
export function newStatus(event: Pick<EventFacts, 'capacity' | 'registeredCount'>): EventRegistrationStatus {
  const left = placesLeft(event);
  return left === null || left > 0 ? 'registered' : 'waiting';
}
