import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import {
  channelPrefs,
  NOTIFICATION_KEYS,
  QUIET_TIME_PATTERN,
  type NotificationPreferencesWire,
  type NotificationWire,
} from '@tribune/domain';
import type { AnnouncementEntry, NotificationRow, PreferencesRow } from './repository.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** The resource a notification is about, as `parameters.serialized_resource` carries it. */
const ResourceSchema = Type.Object(
  {
    type: Type.String(),
    id: Type.String(),
    slug: Type.Optional(Type.String()),
    title: Type.Optional(Type.String()),
    parent: Type.Optional(Type.Object({ type: Type.String(), id: Type.String(), slug: Type.Optional(Type.String()) })),
  },
  { additionalProperties: true },
);

/** The parameters the spec names plus those of our kinds; a kind may add its own (open object). */
const ParametersSchema = Type.Object(
  {
    serialized_resource: Type.Optional(Nullable(ResourceSchema)),
    actor: Type.Optional(
      Nullable(
        Type.Object({
          id: Type.String(),
          slug: Type.String(),
          display_name: Type.String(),
          verified: Type.Optional(
            Type.Boolean({ description: "The actor's verified badge (notifications since #13)." }),
          ),
        }),
      ),
    ),
    actors_count: Type.Optional(Type.Integer({ minimum: 1 })),
    prompt_dialog: Type.Optional(Nullable(Type.Object({ title: Type.String(), body: Type.String() }))),
    title: Type.Optional(Type.String()),
    body: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

/** A notification (JSON:API resource `notification`). */
export const NotificationSchema = recordSchema(
  'notification',
  {
    attributes: Type.Object({
      key: Type.String({ description: 'The kind: chat_message.received, comment.replied, announcement ...' }),
      opened_at: Nullable(Type.String({ format: 'date-time' })),
      prompt_dialog: Type.Boolean({ description: 'Shown once as a modal by the app (announcements)' }),
      parameters: ParametersSchema,
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time', description: 'The latest event folded into it' }),
    }),
  },
  { $id: 'Notification' },
);

const ChannelSchema = Type.Object({ in_app: Type.Boolean(), push: Type.Boolean() }, { additionalProperties: false });

/** The user's notification preferences (JSON:API resource `notification_preferences`). */
export const NotificationPreferencesSchema = recordSchema(
  'notification_preferences',
  {
    id: Type.String({ description: 'The user id' }),
    attributes: Type.Object({
      kinds: Type.Object(Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, ChannelSchema]))),
      quiet_start: Nullable(Type.String({ pattern: QUIET_TIME_PATTERN })),
      quiet_end: Nullable(Type.String({ pattern: QUIET_TIME_PATTERN })),
      time_zone: Type.String(),
    }),
  },
  { $id: 'NotificationPreferences' },
);

/** A sent announcement as the console lists it (from its audit entry). */
export const AnnouncementSchema = recordSchema(
  'announcement',
  {
    attributes: Type.Object({
      title: Type.String(),
      body: Type.String(),
      prompt_dialog: Type.Boolean(),
      to: Type.String({ description: "The fan's slug, or 'all'" }),
      created_at: Type.String({ format: 'date-time' }),
      actor: Nullable(Type.Object({ id: Type.String(), display_name: Type.String() })),
    }),
  },
  { $id: 'Announcement' },
);

/** Every schema of the module, registered once for `$ref`. */
export const NOTIFICATION_SCHEMAS = [NotificationSchema, NotificationPreferencesSchema, AnnouncementSchema];

/** A sent announcement, from its audit entry. */
export function presentAnnouncement(e: AnnouncementEntry) {
  const d = e.details;
  return {
    id: e.id,
    type: 'announcement' as const,
    attributes: {
      title: String(d.title ?? ''),
      body: String(d.body ?? ''),
      prompt_dialog: d.prompt_dialog === true,
      to: String(d.to ?? ''),
      created_at: e.createdAt.toISOString(),
      actor: e.actorId === null ? null : { id: String(e.actorId), display_name: e.actorName ?? '' },
    },
  };
}

/** A notification as the API sends it; `actors_count` always reflects the distinct actors folded in. */
export function presentNotification(row: NotificationRow): NotificationWire {
  return {
    id: String(row.id),
    type: 'notification',
    attributes: {
      key: row.key,
      opened_at: row.openedAt ? row.openedAt.toISOString() : null,
      prompt_dialog: row.promptDialog,
      parameters: { ...row.parameters, actors_count: row.actorsCount },
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

/** The effective preferences: every known kind, its stored choice over the kind's defaults. */
export function preferencesWire(stored: PreferencesRow | undefined): NotificationPreferencesWire {
  return {
    kinds: Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, channelPrefs(k, stored?.kinds)])),
    quiet_start: stored?.quietStart ?? null,
    quiet_end: stored?.quietEnd ?? null,
    time_zone: stored?.timeZone ?? 'UTC',
  };
}

/** The preferences resource of a user. */
export function presentPreferences(userId: number, stored: PreferencesRow | undefined) {
  return { id: String(userId), type: 'notification_preferences' as const, attributes: preferencesWire(stored) };
}

/**
 * The `included` of answers whose records have nothing to include (a notification carries its
 * resource and parameters in its attributes): always an empty list.
 */
