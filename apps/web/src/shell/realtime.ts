import { useEffect } from 'react';
import { chatEnabled, moduleEnabled, parseFeatureFlags, type ModuleConfig } from '@tribune/domain';
import { credentialsValid } from '../kernel/session/credentials.ts';
import { useSessionState } from '../kernel/session/session.ts';

/** The socket's code, loaded with the first signed-in session (guests never load it). */
const hub = () => import('../kernel/realtime/hub.ts').then((m) => m.realtime);

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
    let current = true;
    void hub().then((realtime) => {
      // A later effect (sign-out, another user) decides instead.
      if (!current) return;
      if (connectAs) realtime.connect(connectAs);
      else realtime.disconnect();
    });
    return () => {
      current = false;
    };
  }, [connectAs]);
}
