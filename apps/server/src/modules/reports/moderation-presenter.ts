/** What moderation answers (docs/CONSOLE.md "Moderation"): the queue's items in context, decisions, the public log. */
import { notificationPath, REPORT_STATUSES, type NotificationResource, type RouteWords } from '@tribune/domain';
import { Type } from 'typebox';
import { pick } from '../../http/locale.ts';
import { recordSchema } from '../../http/schemas.ts';
import { mediaUrl } from '../../platform/user-media.ts';
import type { LogRow, Place, QueueRow, ReportSummary } from './moderation-repository.ts';
import { excerptOf, type Decided } from './moderation-service.ts';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const DateTime = () => Type.String({ format: 'date-time' });
const Status = () => Type.String({ enum: [...REPORT_STATUSES] });
const ResourceSchema = Type.Object({
  type: Type.String(),
  id: Type.String(),
  slug: Type.Optional(Type.String()),
  parent: Type.Optional(Type.Object({ type: Type.String(), id: Type.String(), slug: Type.Optional(Type.String()) })),
});

/** An item of the review queue, shown in context. */
export const ModerationItemSchema = recordSchema(
  'moderation_item',
  {
    id: Type.String({ description: '"{resource_type}-{resource_id}"' }),
    attributes: Type.Object({
      resource_type: Type.String(),
      resource_id: Type.String(),
      status: Status(),
      reason: Nullable(Type.String()),
      reports_count: Type.Integer(),
      report_types: Type.Array(
        Type.Object({
          key: Type.String(),
          title: Type.String(),
          count: Type.Integer(),
          reasons: Type.Array(Type.String(), {
            description: "The reporters' latest reasons of this type (five at most).",
          }),
        }),
      ),
      excerpt: Type.String({ description: 'The plain text of the item (its title first), shortened.' }),
      author: Type.Object({
        id: Type.String(),
        slug: Type.String(),
        display_name: Type.String(),
        avatar_thumbnail: Nullable(Type.String()),
        verified: Type.Boolean(),
      }),
      location: Type.Object({
        resource: ResourceSchema,
        thread: Type.Union([ResourceSchema, Type.Null()], {
          description: 'For a comment: the resource its thread hangs on, with its own parent.',
        }),
        path: Nullable(Type.String({ description: "The app's path to the item (or the page it is on)." })),
      }),
      created_at: DateTime(),
      last_reported_at: DateTime(),
      queued_at: DateTime(),
      review_requested_at: Nullable(DateTime()),
      decided_at: Nullable(DateTime()),
    }),
  },
  { $id: 'ModerationItem' },
);

/** An item's moderation after a change. */
export const ModerationSchema = recordSchema(
  'moderation',
  {
    id: Type.String({ description: '"{resource_type}-{resource_id}"' }),
    attributes: Type.Object({
      resource_type: Type.String(),
      resource_id: Type.String(),
      status: Status(),
      reason: Nullable(Type.String()),
    }),
  },
  { $id: 'Moderation' },
);

/** An entry of the public moderation log: what was hidden or cleared, why and when; nobody named. */
export const ModerationLogEntrySchema = recordSchema(
  'moderation_log_entry',
  {
    attributes: Type.Object({
      outcome: Type.String({ enum: ['hidden', 'cleared'] }),
      resource_type: Type.String(),
      reason: Nullable(Type.String()),
      created_at: DateTime(),
    }),
  },
  { $id: 'ModerationLogEntry' },
);

/** What presenting the queue needs besides the rows. */
export interface QueueContext {
  publicUrl: string;
  words: RouteWords;
  locale: string;
  fallback: string;
  reports: ReportSummary[];
  places: Place[];
  roots: Map<number, { type: string; id: number }>;
}

/** A place as a serialized resource, in the convention of notification paths (an idea's slug is its mission's). */
function resourceOf(place: Place): NotificationResource {
  const base = { type: place.type, id: String(place.id) };
  if (place.type === 'idea' || place.type === 'ama_question') {
    return {
      ...base,
      parent: { type: place.parentType!, id: String(place.parentId), slug: place.parentSlug ?? undefined },
    };
  }
  const slug = place.slug ?? undefined;
  if (place.parentType) {
    return {
      ...base,
      slug,
      parent: { type: place.parentType, id: String(place.parentId), slug: place.parentSlug ?? undefined },
    };
  }
  return { ...base, slug };
}

const INBOX = '\u0000';

/** The app path of a resource, or null when the app has none for it. */
function pathOf(r: NotificationResource, words: RouteWords, locale: string): string | null {
  const path = notificationPath(
    { id: INBOX, key: 'moderation', parameters: { serialized_resource: r } },
    words,
    locale,
  );
  return path.includes(INBOX) ? null : path;
}

/** Presents an item of the queue with its reports and where it lives. */
export function presentQueueItem(row: QueueRow, ctx: QueueContext) {
  const placeOf = (type: string, id: number) => ctx.places.find((p) => p.type === type && p.id === id);
  let resource: NotificationResource;
  let thread: NotificationResource | null = null;
  let path: string | null = null;
  if (row.type === 'comment') {
    const root = ctx.roots.get(row.id);
    const place = root && placeOf(root.type, root.id);
    thread = place ? resourceOf(place) : root ? { type: root.type, id: String(root.id) } : null;
    // A comment's path is its thread's resource's, with the comment for the kinds the app links that deep.
    const parent = thread
      ? thread.type === 'idea' || thread.type === 'ama_question'
        ? { type: thread.type, id: thread.id, slug: thread.parent?.slug }
        : { type: thread.type, id: thread.id, slug: thread.slug }
      : undefined;
    resource = { type: 'comment', id: String(row.id), ...(parent ? { parent } : {}) };
    path = pathOf(resource, ctx.words, ctx.locale);
    if (path === null && thread) path = pathOf(thread, ctx.words, ctx.locale);
  } else {
    const place = placeOf(row.type, row.id);
    resource = place ? resourceOf(place) : { type: row.type, id: String(row.id) };
    path = pathOf(resource, ctx.words, ctx.locale);
  }
  const reports = ctx.reports.filter((r) => r.type === row.type && r.id === row.id);
  return {
    id: `${row.type}-${row.id}`,
    type: 'moderation_item' as const,
    attributes: {
      resource_type: row.type,
      resource_id: String(row.id),
      status: row.status,
      reason: row.reason,
      reports_count: row.reportsCount,
      report_types: reports.map((r) => ({
        key: r.key,
        title: pick(r.title, ctx.locale, ctx.fallback),
        count: r.count,
        reasons: r.reasons,
      })),
      excerpt: excerptOf(row, 280),
      author: {
        id: String(row.author.id),
        slug: row.author.slug,
        display_name: row.author.displayName,
        avatar_thumbnail: mediaUrl(ctx.publicUrl, row.author.avatarThumbKey),
        verified: row.author.verified,
      },
      location: { resource, thread, path },
      created_at: row.createdAt.toISOString(),
      last_reported_at: row.lastReportedAt.toISOString(),
      queued_at: row.queuedAt.toISOString(),
      review_requested_at: row.reviewRequestedAt?.toISOString() ?? null,
      decided_at: row.decidedAt?.toISOString() ?? null,
    },
  };
}

/** Presents an item's moderation after a change. */
export function presentModeration(d: Decided) {
  return {
    id: `${d.type}-${d.id}`,
    type: 'moderation' as const,
    attributes: { resource_type: d.type, resource_id: String(d.id), status: d.status, reason: d.reason },
  };
}

/** Presents an entry of the public log: the outcome, the type, the reason and the time, nothing else. */
export function presentLogEntry(row: LogRow) {
  return {
    id: String(row.id),
    type: 'moderation_log_entry' as const,
    attributes: {
      outcome: row.action === 'moderation.hidden' ? ('hidden' as const) : ('cleared' as const),
      resource_type: row.targetType,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    },
  };
}
