import type { ChatRealtimeEvent } from '@tribune/domain';

/** An event as the socket sends it: one JSON text frame (docs/CHAT.md "Realtime"). */
export function eventFrame(event: ChatRealtimeEvent): string {
  return JSON.stringify(event);
}
