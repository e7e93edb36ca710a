import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A button that shows and hides a popup (the account menu, the conversation menu): a press
 * outside closes it, Escape closes it and gives focus back to the button. Spread `rootProps`
 * on the element that holds both, `buttonProps` on the button, and give the popup `popupId`.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  return {
    open,
    setOpen,
    popupId,
    rootProps: {
      ref: rootRef,
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key !== 'Escape' || !open) return;
        // An enclosing dialog or pane must not also take this Escape.
        e.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      },
    },
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': popupId,
      onClick: () => setOpen((o) => !o),
    },
  };
}
