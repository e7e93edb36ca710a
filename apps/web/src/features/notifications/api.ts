import { ApiError, assertOk, readListHeaders, unwrap, type paths } from '@tribune/api-client';
import type { NotificationPreferencesWire, NotificationWire } from '@tribune/domain';
import { api } from '../../kernel/api.ts';

type ListCall = paths['/v2/notifications']['get'];
type PreferencesPut = paths['/v2/notification_preferences']['put'];

/** The query of GET /v2/notifications. */
export type NotificationsQuery = NonNullable<ListCall['parameters']['query']>;

/** The body of PUT /v2/notification_preferences. */
export type PreferencesBody = PreferencesPut['requestBody']['content']['application/json'];

/** One page of the inbox, newest first. */
export interface NotificationsPage {
  items: NotificationWire[];
  page: number;
  totalPages: number;
  totalCount: number;
  openNotifications: number;
}

/** The inbox's page size. */
export const NOTIFICATIONS_PER_PAGE = 20;

/** The notification calls (the inbox API); each rejects with ApiError. */
export const notificationsApi = {
  /** GET /v2/notifications: a page, newest first, with the unopened count. */
  async list(query: NotificationsQuery): Promise<NotificationsPage> {
    const result = await api.GET('/v2/notifications', { params: { query } });
    const body = unwrap(result);
    const headers = readListHeaders(result.response);
    const items: NotificationWire[] = body.data;
    return {
      items,
      page: headers.currentPage,
      totalPages: headers.totalPages ?? 1,
      totalCount: headers.totalCount,
      openNotifications: body.meta.open_notifications,
    };
  },

  /** GET /v2/notifications/{id}. */
  async show(id: string): Promise<NotificationWire> {
    return unwrap(await api.GET('/v2/notifications/{id}', { params: { path: { id } } })).data;
  },

  /** PUT /v2/notifications/{id}/open: the opened notification and the unopened count. */
  async open(id: string): Promise<{ notification: NotificationWire; openNotifications: number }> {
    const body = unwrap(await api.PUT('/v2/notifications/{id}/open', { params: { path: { id } } }));
    return { notification: body.data, openNotifications: body.meta.open_notifications };
  },

  /** PUT /v2/notifications/open_all: how many and which were opened, and the count after. */
  async openAll(): Promise<{ openedCount: number; openedIds: string[]; openNotifications: number }> {
    const { meta } = unwrap(await api.PUT('/v2/notifications/open_all'));
    return { openedCount: meta.opened_count, openedIds: meta.opened_ids, openNotifications: meta.open_notifications };
  },

  /** GET /v2/notification_preferences. */
  async preferences(): Promise<NotificationPreferencesWire> {
    return unwrap(await api.GET('/v2/notification_preferences')).data.attributes;
  },

  /** PUT /v2/notification_preferences: the stored preferences. */
  async savePreferences(input: PreferencesBody['notification_preferences']): Promise<NotificationPreferencesWire> {
    const body = { notification_preferences: input };
    return unwrap(await api.PUT('/v2/notification_preferences', { body })).data.attributes;
  },

  /** DELETE /v2/push_subscriptions: push off on every device of the user. */
  async deletePushSubscriptions(): Promise<void> {
    assertOk(await api.DELETE('/v2/push_subscriptions'));
  },

  /** GET /webpush/vapid: the key push subscriptions are made for. */
  async vapidPublicKey(): Promise<string> {
    return unwrap(await api.GET('/webpush/vapid')).vapid_public_key;
  },
};

/** Whether a failure is the item not being there (404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
