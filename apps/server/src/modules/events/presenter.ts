import { Type } from 'typebox';
import { EVENT_REGISTRATION_STATUSES } from '@tribune/domain';
import { pick } from '../../http/locale.ts';
import {
  HeroMediumRelationship,
  LocalizedOut,
  NullableDate,
  ResourceRef,
  heroMediumData,
  optionalId,
  presentPublication,
  presentRecordTimes,
  ResourceSchema,
} from '../../platform/participation/index.ts';
import { isOpen, placesLeft, registrationOpen } from './policy.ts';
import type { EventRow, OwnRegistration, RegistrationListRow } from './repository.ts';

const Ref = ResourceRef;
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

/** The event resource. */
export const EventSchema = ResourceSchema(
  'Event',
  'event',
  {
    slug: Type.String({ description: 'The canonical slug.' }),
    translated_slugs: Type.Array(Type.Object({ locale: Type.String(), slug: Type.String() }), {
      description: 'The slug per language; the event answers to each of them.',
    }),
    title: Type.String(),
    description: Type.String({ description: 'Sanitized HTML.' }),
    location: Type.Union([Type.String(), Type.Null()]),
    starts_at: Type.String({ format: 'date-time' }),
    ends_at: NullableDate,
    open: Type.Boolean({ description: 'ends_at, or else starts_at, is in the future.' }),
    registration_open: Type.Boolean({ description: 'Registering and unregistering: until the event starts.' }),
    capacity: Type.Union([Type.Integer(), Type.Null()], { description: 'Places; null: unlimited.' }),
    registered_count: Type.Integer(),
    waiting_count: Type.Integer(),
    places_left: Type.Union([Type.Integer(), Type.Null()], { description: 'Null without a capacity.' }),
    registration_status: Type.Union([Type.Enum(EVENT_REGISTRATION_STATUSES), Type.Null()], {
      description: "The viewer's registration (null: none, or a guest).",
    }),
    waiting_position: Type.Union([Type.Integer(), Type.Null()], {
      description: "The viewer's place on the waiting list (1: next), null unless waiting.",
    }),
    comments_count: Type.Integer(),
    published: Type.Boolean(),
  },
  {
    hero_medium: HeroMediumRelationship,
    top_comments: Type.Object({ data: Type.Array(Ref('comment')) }),
  },
);

/** An event as admins edit it: every language. */
export const AdminEventSchema = ResourceSchema('AdminEvent', 'event', {
  slug: Type.String(),
  translated_slugs: LocalizedOut,
  title: LocalizedOut,
  description: LocalizedOut,
  location: Type.Union([Type.String(), Type.Null()]),
  hero_medium_id: Type.Union([Type.String(), Type.Null()]),
  starts_at: Type.String({ format: 'date-time' }),
  ends_at: NullableDate,
  capacity: NullableInt,
  registered_count: Type.Integer(),
  waiting_count: Type.Integer(),
  open: Type.Boolean(),
  published: Type.Boolean(),
  published_at: NullableDate,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

/** A registration as admins list it. */
export const EventRegistrationSchema = ResourceSchema('EventRegistration', 'event_registration', {
  status: Type.Enum(EVENT_REGISTRATION_STATUSES),
  created_at: Type.String({ format: 'date-time' }),
  position: Type.Union([Type.Integer(), Type.Null()], { description: 'The place in the waiting list (1 = next).' }),
  user: Type.Object({ id: Type.String(), slug: Type.String(), display_name: Type.String() }),
});

/** Every schema of the events domain, for registerContract. */
export const EVENT_SCHEMAS = [EventSchema, AdminEventSchema, EventRegistrationSchema];

/** The translated slugs as the spec's "list with slug", in a stable order. */
function slugList(translated: Record<string, string>): Array<{ locale: string; slug: string }> {
  return Object.entries(translated)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([locale, slug]) => ({ locale, slug }));
}

/** Presents an event in the request's language, for one viewer. */
export function presentEvent(
  row: EventRow,
  ctx: { locale: string; fallback: string; own?: OwnRegistration; topCommentIds: number[] },
) {
  return {
    id: String(row.id),
    type: 'event' as const,
    attributes: {
      slug: row.slug,
      translated_slugs: slugList(row.translatedSlugs),
      title: pick(row.title, ctx.locale, ctx.fallback),
      description: pick(row.description, ctx.locale, ctx.fallback),
      location: row.location,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt ? row.endsAt.toISOString() : null,
      open: isOpen(row),
      registration_open: registrationOpen(row),
      capacity: row.capacity,
      registered_count: row.registeredCount,
      waiting_count: row.waitingCount,
      places_left: placesLeft(row),
      registration_status: ctx.own?.status ?? null,
      waiting_position: ctx.own?.position ?? null,
      comments_count: row.commentsCount,
      published: row.published,
    },
    relationships: {
      hero_medium: { data: heroMediumData(row.heroMediumId) },
      top_comments: { data: ctx.topCommentIds.map((id) => ({ id: String(id), type: 'comment' as const })) },
    },
  };
}

/** A presented event. */
export type EventResource = ReturnType<typeof presentEvent>;

/** Presents an event for admins. */
export function presentAdminEvent(row: EventRow) {
  return {
    id: String(row.id),
    type: 'event' as const,
    attributes: {
      slug: row.slug,
      translated_slugs: row.translatedSlugs,
      title: row.title,
      description: row.description,
      location: row.location,
      hero_medium_id: optionalId(row.heroMediumId),
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt ? row.endsAt.toISOString() : null,
      capacity: row.capacity,
      registered_count: row.registeredCount,
      waiting_count: row.waitingCount,
      open: isOpen(row),
      ...presentPublication(row),
      ...presentRecordTimes(row),
    },
  };
}

/** Presents a registration for admins. */
export function presentRegistration(row: RegistrationListRow) {
  return {
    id: String(row.id),
    type: 'event_registration' as const,
    attributes: {
      status: row.status,
      created_at: row.createdAt.toISOString(),
      position: row.position,
      user: { id: String(row.userId), slug: row.userSlug, display_name: row.displayName },
    },
  };
}

/** Escapes a text value of iCalendar (RFC 5545 §3.3.11). */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A UTC date-time of iCalendar: 20261124T131500Z. */
function icsDate(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** Plain text of sanitized HTML (the calendar's DESCRIPTION). */
function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The event as an iCalendar file (RFC 5545) with one VEVENT: UID stable per event and host,
 * times in UTC, an event without an end lasting one hour, the page's URL.
 */
export function eventIcs(row: EventRow, ctx: { locale: string; fallback: string; host: string; url: string }): string {
  const end = row.endsAt ?? new Date(row.startsAt.getTime() + 60 * 60 * 1000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tribune//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${row.id}@${ctx.host}`,
    `DTSTAMP:${icsDate(row.updatedAt)}`,
    `DTSTART:${icsDate(row.startsAt)}`,
    `DTEND:${icsDate(end)}`,
    `SUMMARY:${icsText(pick(row.title, ctx.locale, ctx.fallback))}`,
  ];
  const description = plainText(pick(row.description, ctx.locale, ctx.fallback));
  if (description) lines.push(`DESCRIPTION:${icsText(description)}`);
  if (row.location) lines.push(`LOCATION:${icsText(row.location)}`);
  lines.push(`URL:${ctx.url}`, 'END:VEVENT', 'END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
