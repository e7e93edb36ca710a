import { PathIcon } from '../../kernel/ui/Icon.tsx';

/** A padlock, decorative: the text next to it says what it means. */
export function LockIcon() {
  return (
    <PathIcon
      className="lock-icon"
      size={18}
      d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 1 1 6 0v3H9z"
    />
  );
}
