import { useSyncExternalStore } from 'react';
import { ALERT_DISPLAY_MS } from '@tribune/domain';

/** How an alert looks: green success, red danger, neutral info. */
export type AlertKind = 'success' | 'danger' | 'info';

/** What an alert says: a translation key (translated when shown) or a text from the server. */
export type AlertText = { key: string } | { text: string };

/** One alert waiting or on screen. */
export interface AlertItem {
  id: number;
  kind: AlertKind;
  message: AlertText;
  /** How long it stays once shown (3000 ms by default, docs/ACCOUNTS.md "The session in the app"). */
  durationMs: number;
}

let alerts: AlertItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const same = (a: AlertText, b: AlertText) =>
  'key' in a ? 'key' in b && a.key === b.key : 'text' in b && a.text === b.text;

/** Removes an alert. */
export function dismissAlert(id: number): void {
  alerts = alerts.filter((a) => a.id !== id);
  emit();
}

/**
 * Queues an alert. Its time starts when it is shown, so one raised while the shell is still
 * loading (a refused login token at start) is seen for the full time; the same alert is never
 * stacked twice.
 */
export function showAlert(kind: AlertKind, message: AlertText, durationMs: number = ALERT_DISPLAY_MS): number {
  const item: AlertItem = { id: nextId++, kind, message, durationMs };
  alerts = [...alerts.filter((a) => !(a.kind === kind && same(a.message, message))), item];
  emit();
  return item.id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queued alerts, oldest first. */
export function useAlerts(): AlertItem[] {
  return useSyncExternalStore(
    subscribe,
    () => alerts,
    () => alerts,
  );
}
