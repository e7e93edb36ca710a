import { useSyncExternalStore } from 'react';

/** The native iOS tracking-permission answer (App Tracking Transparency). */
export type TrackingAnswer = 'authorized' | 'denied' | undefined;

/** What the native shell may put on window for the web app. */
interface NativeBridge {
  trackingPermission?: Promise<TrackingAnswer>;
}

let answer: TrackingAnswer;
let pending = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

/** The native shell tells the app the tracking-permission answer; consent is then saved without the dialog. */
export function setNativeTrackingAnswer(value: TrackingAnswer): void {
  answer = value;
  pending = false;
  emit();
}

/** The bridge object the native shell injects, if any. */
export function nativeBridge(): NativeBridge | undefined {
  return (window as Window & { tribuneNative?: NativeBridge }).tribuneNative;
}

// Read the bridge's promise once at start-up; a shell may also call setNativeTrackingAnswer later.
if (typeof window !== 'undefined') {
  const promise = nativeBridge()?.trackingPermission;
  if (promise) {
    pending = true;
    promise.then(setNativeTrackingAnswer, () => setNativeTrackingAnswer(undefined));
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tracking answer so far, and whether the native shell is still asking the user. */
export function useNativeTracking(): { answer: TrackingAnswer; pending: boolean } {
  const a = useSyncExternalStore(subscribe, () => answer);
  const p = useSyncExternalStore(subscribe, () => pending);
  return { answer: a, pending: p };
}
