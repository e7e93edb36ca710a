import type { ProfileUpdate } from '../../kernel/session/user-api.ts';
import { notificationsApi } from './api.ts';

/** What this browser can do about push: nothing, blocked by the user, or ask/subscribed. */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

/** The service worker slice kept on the device (docs/NOTIFICATIONS.md "Web app"): the saved flag and when. */
export interface PushSaved {
  saved: boolean;
  savedAt: string;
  endpoint: string;
  userId: string;
}

const STORAGE_KEY = 'tribune.serviceWorker.push';

/** Whether the browser can receive push at all (service worker, PushManager, Notification). */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  if (!window.isSecureContext) return 'unsupported';
  const permission = Notification.permission;
  return permission === 'denied' ? 'denied' : permission === 'granted' ? 'granted' : 'default';
}

/** The saved flag and time of this device, or null. */
export function readPushSaved(): PushSaved | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const { saved, savedAt, endpoint, userId } = raw as Record<string, unknown>;
    if (typeof saved !== 'boolean' || typeof savedAt !== 'string' || typeof endpoint !== 'string') return null;
    return { saved, savedAt, endpoint, userId: typeof userId === 'string' ? userId : '' };
  } catch {
    return null;
  }
}

function writePushSaved(value: PushSaved | null): void {
  try {
    if (value) localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: the subscription still works, only the flag is not kept.
  }
}

/** The base64url VAPID key as the bytes `applicationServerKey` takes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ?? null;
}

/** This device's push subscription, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** Why turning push on did not work. */
export class PushSetupError extends Error {
  constructor(readonly reason: 'denied' | 'dismissed' | 'noWorker' | 'failed') {
    super(`push setup: ${reason}`);
    this.name = 'PushSetupError';
  }
}

/**
 * Turns push on for this device, after the user pressed the button: asks the browser's permission,
 * subscribes the service worker with the server's VAPID key, and sends the subscription to the server
 * in `notification_token` together with the saved flag and time (docs/NOTIFICATIONS.md "Web app"; a quiet profile update: no
 * success alert); the flag and time are kept on the device too.
 */
export async function enablePush(
  userId: string,
  saveProfile: (input: ProfileUpdate) => Promise<void>,
): Promise<PushSaved> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('denied');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  const reg = await registration();
  if (!reg) throw new PushSetupError('noWorker');
  let subscription = await reg.pushManager.getSubscription();
  const key = vapidKeyBytes(await notificationsApi.vapidPublicKey());
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    // Made for another server key (the key changed): the push service would refuse our messages.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const savedAt = new Date().toISOString();
  await saveProfile({
    notification_token: JSON.stringify({ webpush: subscription.toJSON(), saved: true, saved_at: savedAt }),
  });
  const saved: PushSaved = { saved: true, savedAt, endpoint: subscription.endpoint, userId };
  writePushSaved(saved);
  return saved;
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

/** Push off on every device of the user (server) and unsubscribed here. */
export async function disablePushEverywhere(): Promise<void> {
  await notificationsApi.deletePushSubscriptions();
  const subscription = await currentSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
  writePushSaved(null);
}

/**
 * A deliberate sign-out ends push on this device: the browser's subscription is dropped (the push
 * service then answers 404/410 and the server deletes it at its next send) and the saved flag forgotten.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  writePushSaved(null);
  if (pushSupport() === 'unsupported') return;
  const subscription = await currentSubscription();
  await subscription?.unsubscribe();
}
