import { useEffect, useState } from 'react';
import { keyFingerprint } from '@tribune/chat-crypto';
import { META } from '../store/db.ts';
import { chatApi } from './api.ts';
import { activeContext, activeRuntime } from './session.ts';

/** A partner's chat key as this device sees it: present, and changed since it was last acknowledged. */
export interface PartnerKeyState {
  hasKey: boolean;
  publicKey: string | null;
  keyChanged: boolean;
}

const acknowledged = new Set<(userId: string) => void>();

/**
 * The partner's public key (GET /api/v1/chat_keys/public/{uid}). The first key seen is trusted and
 * remembered (metadata `partnerKey:{userId}`, a fingerprint); a different one later sets
 * `keyChanged` until {@link acknowledgePartnerKey}. Re-read on the partner's `public_key` event.
 */
export function usePartnerKey(userId: string | null, uid: string | null): PartnerKeyState | undefined {
  const [state, setState] = useState<{ for: string; value: PartnerKeyState } | undefined>(undefined);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!userId) return;
    const bump = (changed: string) => {
      if (changed === userId) setVersion((v) => v + 1);
    };
    const runtime = activeRuntime();
    runtime?.publicKeyListeners.add(bump);
    acknowledged.add(bump);
    return () => {
      runtime?.publicKeyListeners.delete(bump);
      acknowledged.delete(bump);
    };
  }, [userId]);
  useEffect(() => {
    if (!userId || !uid) return;
    let live = true;
    const key = `${userId}|${uid}`;
    readPartnerKey(userId, uid).then(
      (value) => {
        if (live) setState({ for: key, value });
      },
      (error: unknown) => console.warn('chat: partner key not read', error),
    );
    return () => {
      live = false;
    };
  }, [userId, uid, version]);
  if (!userId || !uid) return undefined;
  return state?.for === `${userId}|${uid}` ? state.value : undefined;
}

/** Reads the partner's key and compares it with the remembered fingerprint (remembering a first one). */
export async function readPartnerKey(userId: string, uid: string): Promise<PartnerKeyState> {
  const publicKey = await chatApi.publicKey(uid);
  if (!publicKey) return { hasKey: false, publicKey: null, keyChanged: false };
  const ctx = activeContext();
  if (!ctx) return { hasKey: true, publicKey, keyChanged: false };
  const fingerprint = await keyFingerprint(publicKey);
  const stored = await ctx.db.metadata.get(META.partnerKey(userId));
  if (typeof stored?.value !== 'string') {
    await ctx.db.metadata.put({ key: META.partnerKey(userId), value: fingerprint });
    return { hasKey: true, publicKey, keyChanged: false };
  }
  return { hasKey: true, publicKey, keyChanged: stored.value !== fingerprint };
}

/** Remembers the partner's current key as seen (the user acknowledged the change warning). */
export async function acknowledgePartnerKey(userId: string, publicKey: string): Promise<void> {
  const ctx = activeContext();
  if (!ctx) return;
  await ctx.db.metadata.put({ key: META.partnerKey(userId), value: await keyFingerprint(publicKey) });
  for (const listener of acknowledged) listener(userId);
}
