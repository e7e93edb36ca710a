import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentFlags } from '@tribune/domain';
import { fetchConsent, postConsent } from './api.ts';
import { readLocalConsent, writeLocalConsent } from './store.ts';

/** Query keys of the consent feature. */
export const consentKeys = {
  all: ['consent'] as const,
  saved: () => [...consentKeys.all, 'saved'] as const,
};

/** The consent saved at the consent service (null: none saved); a found one is also kept locally. */
export const savedConsentQuery = queryOptions({
  queryKey: consentKeys.saved(),
  queryFn: async () => {
    const flags = await fetchConsent();
    if (flags) writeLocalConsent(flags, true);
    return flags;
  },
  staleTime: Infinity,
  retry: 1,
});

/**
 * Saves consent flags at the consent service and on this device. With `keepOnFailure` a failed
 * request still keeps the choice locally (marked unsynced, sent again on the next visit), so a
 * service outage never traps a visitor in the consent dialog.
 */
export function useSaveConsent({ keepOnFailure }: { keepOnFailure: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (flags: ConsentFlags) => {
      try {
        await postConsent(flags);
      } catch (err) {
        if (!keepOnFailure) throw err;
        writeLocalConsent(flags, false);
        queryClient.setQueryData(consentKeys.saved(), flags);
        return;
      }
      writeLocalConsent(flags, true);
      queryClient.setQueryData(consentKeys.saved(), flags);
    },
  });
}

/** Sends a choice that was kept only locally (the service was unreachable) once more. */
export async function resyncLocalConsent(): Promise<void> {
  const local = readLocalConsent();
  if (!local || local.synced) return;
  try {
    await postConsent(local.flags);
    writeLocalConsent(local.flags, true);
  } catch {
    // Still unreachable: try again next visit.
  }
}
