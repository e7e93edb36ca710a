import { useEffect, type RefObject } from 'react';

/**
 * Focuses the rich-text editor inside `root` once it is in the document: the editor is a lazy
 * chunk, so it may arrive after the composer mounts (polls every 50 ms, for at most 5 s).
 */
export function useFocusEditorWhenReady(root: RefObject<HTMLElement | null>, enabled = false): void {
  useEffect(() => {
    if (!enabled) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      const editable = root.current?.querySelector<HTMLElement>('[contenteditable="true"]');
      tries += 1;
      if (editable) editable.focus();
      if (editable || tries > 100) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [root, enabled]);
}
