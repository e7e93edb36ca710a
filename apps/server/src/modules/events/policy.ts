import { eventRegistrationOpen, isEventOpen, type EventRegistrationStatus } from '@tribune/domain';
import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';

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
 * - an event exists for everybody once published; before that only for admins;
 * - it is open while ends_at, or else starts_at, is in the future (docs/PARTICIPATION.md "Shared");
 * - fans register and unregister while it has not started (`eventRegistrationOpen`);
 * - a registration takes a place while the event has one free (no capacity: always), else it
 *   waits in line; a freed place goes to the first in line.
 */
export const eventsPolicy = {
  /** Whether a caller (undefined: a guest) may see an event. */
  canSee(caller: Caller | undefined, event: Pick<EventFacts, 'published'>): boolean {
    return event.published || caller?.admin === true;
  },

  /** Whether an event is open (not over). */
  isOpen(event: Pick<EventFacts, 'startsAt' | 'endsAt'>, now: Date = new Date()): boolean {
    return isEventOpen({ starts_at: event.startsAt, ends_at: event.endsAt }, now);
  },

  /** Whether an event takes registrations and unregistrations. */
  registrationOpen(event: Pick<EventFacts, 'startsAt'>, now: Date = new Date()): boolean {
    return eventRegistrationOpen({ starts_at: event.startsAt }, now);
  },

  /** 422 EVENT_REGISTRATION_CLOSED once the event has started. */
  assertRegistrationOpen(event: Pick<EventFacts, 'startsAt'>): void {
    if (!eventsPolicy.registrationOpen(event)) throw new AppError('EVENT_REGISTRATION_CLOSED');
  },

  /** The places still free; null without a capacity. */
  placesLeft(event: Pick<EventFacts, 'capacity' | 'registeredCount'>): number | null {
    return event.capacity === null ? null : Math.max(0, event.capacity - event.registeredCount);
  },

  /** The status of a new registration: a place while one is free, else the waiting list. */
  newStatus(event: Pick<EventFacts, 'capacity' | 'registeredCount'>): EventRegistrationStatus {
    const left = eventsPolicy.placesLeft(event);
    return left === null || left > 0 ? 'registered' : 'waiting';
  },
};
