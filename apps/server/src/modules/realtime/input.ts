import type { ChatRealtimeCommand } from '@tribune/domain';
import type { RawData } from 'ws';

/** A client's text frame as a command (docs/CHAT.md "Realtime": `auth` with a token, `ping`); undefined when it is none. */
export function parseCommand(data: RawData): ChatRealtimeCommand | undefined {
  const text = Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const frame = value as { type?: unknown; token?: unknown };
  if (frame.type === 'ping') return { type: 'ping' };
  if (frame.type === 'auth' && typeof frame.token === 'string' && frame.token.length > 0) {
    return { type: 'auth', token: frame.token };
  }
  return undefined;
}
