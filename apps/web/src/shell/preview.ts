/**
 * The setup screen's live preview in the shell (docs/CONSOLE.md "The live preview"): the console
 * shows the fan app in an iframe at `/{locale}/?preview=setup` and posts the draft configuration to
 * it. Only inside such a frame of the same origin, and only from its parent, the shell draws that
 * draft instead of the fetched configuration; it keeps it in memory and never stores it. Anywhere
 * else this is one check after hydration and nothing more.
 */
import { useEffect, useState } from 'react';
import {
  PREVIEW_DRAFT_MESSAGE,
  PREVIEW_READY_MESSAGE,
  readPreviewDraft,
  type PreviewDraft,
} from '../kernel/setup-preview.ts';

/** Whether this page is the setup screen's preview: a frame of a same-origin parent, asked for it. */
export function inPreviewFrame(): boolean {
  if (typeof window === 'undefined' || window.parent === window) return false;
  if (new URLSearchParams(window.location.search).get('preview') !== 'setup') return false;
  try {
    // A parent of another origin throws here.
    return window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The draft the console posted, while this page is its preview; null everywhere else. */
export function usePreviewDraft(): PreviewDraft | null {
  const [draft, setDraft] = useState<PreviewDraft | null>(null);
  useEffect(() => {
    if (!inPreviewFrame()) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const data = event.data as { type?: unknown; draft?: unknown } | null;
      if (!data || data.type !== PREVIEW_DRAFT_MESSAGE) return;
      const next = readPreviewDraft(data.draft);
      if (next) setDraft(next);
    };
    window.addEventListener('message', onMessage);
    // The console posts on every change; this asks it for the draft it has now.
    window.parent.postMessage({ type: PREVIEW_READY_MESSAGE }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return draft;
}
