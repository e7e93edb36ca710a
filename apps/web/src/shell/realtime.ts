import { useEffect } from 'react';
import { chatEnabled, moduleEnabled, parseFeatureFlags, type ModuleConfig } from '@tribune/domain';
import { realtime } from '../kernel/realtime/hub.ts';
import { credentialsValid } from '../kernel/session/credentials.ts';
import { useSessionState } from '../kernel/session/session.ts';

/**
 * Keeps the one realtime socket of the session connected while a user is signed in and chat or
 * notifications is on (both listen to it), and closes it on sign-out.
 */
export function useRealtimeConnection(config: ModuleConfig | null, rawFlags: unknown): void {
  const session = useSessionState();
  const userId = session.status === 'signedIn' && !session.loggedOut ? (session.user?.id ?? null) : null;
  let wanted = false;
  if (config) {
    const flags = parseFeatureFlags(rawFlags);
    wanted = chatEnabled(config, flags) || moduleEnabled('notifications', config, flags);
  }
  const connectAs = wanted && userId && credentialsValid() ? userId : null;
  useEffect(() => {
    if (connectAs) realtime.connect(connectAs);
    else realtime.disconnect();
  }, [connectAs]);
}
