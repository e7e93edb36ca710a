import { Type } from 'typebox';
import { NOTIFICATION_KEYS, QUIET_TIME_PATTERN } from '@tribune/domain';
import { Int64Id, PageQuery, Text } from '../../http/input.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** `GET /v2/notifications`: a page, only unopened (or opened), only modal ones. */
export const NotificationsQuery = Type.Object({
  ...PageQuery,
  'filter[unopened]': Type.Optional(Type.Boolean({ description: 'Only unopened (true) or opened (false)' })),
  'filter[prompt_dialog]': Type.Optional(Type.Boolean({ description: 'Only those shown as a modal' })),
});

/** `/v2/notifications/{id}`. */
export const NotificationParams = Type.Object({ id: Int64Id });

const ChannelChange = Type.Object(
  { in_app: Type.Optional(Type.Boolean()), push: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const QuietTime = Nullable(Type.String({ pattern: QUIET_TIME_PATTERN, maxLength: 5, description: "'HH:MM'" }));

/** `PUT /v2/notification_preferences`: only the fields given change. */
export const PreferencesBody = Type.Object(
  {
    notification_preferences: Type.Object(
      {
        kinds: Type.Optional(
          Type.Object(Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, Type.Optional(ChannelChange)])), {
            additionalProperties: false,
          }),
        ),
        quiet_start: Type.Optional(QuietTime),
        quiet_end: Type.Optional(QuietTime),
        time_zone: Type.Optional(
          Type.String({
            minLength: 1,
            maxLength: 64,
            pattern: '^[A-Za-z0-9_+/-]+$',
            description: 'An IANA time zone, e.g. Europe/Berlin',
          }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** `POST /v2/admin/notifications`: an announcement to one user or to all. */
export const AnnouncementBody = Type.Object(
  {
    notification: Type.Object(
      {
        title: Text({ minLength: 1, maxLength: 120, description: 'Plain text' }),
        body: Text({ minLength: 1, maxLength: 2000, description: 'Plain text' }),
        prompt_dialog: Type.Boolean({ description: 'Show it once as a modal' }),
        to: Type.String({
          minLength: 1,
          maxLength: 120,
          pattern: '^[a-z0-9][a-z0-9-]*$',
          description: "A user's slug, or 'all' for every active user (a background job)",
        }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** The headers of POST /v2/admin/notifications: the Idempotency-Key of the send (the console always sends one). */
export const AnnouncementHeaders = Type.Object({
  'idempotency-key': Type.Optional(Text({ minLength: 1, maxLength: 100 })),
});

/** The query of the announcements' recipient picker: a search in names and slugs. */
export const RecipientsQuery = Type.Object(
  { search: Text({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
