import type { ReactNode } from 'react';

/** A form's error line (`form-error`), announced at once (`role="alert"`); nothing without an error. */
export function FormError({ id, testId, children }: { id?: string; testId?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="form-error" role="alert" data-testid={testId}>
      {children}
    </p>
  );
}

/**
 * A button that works for a while: disabled and `aria-busy` while `busy` (or disabled by
 * `disabled` alone); `type` is `button` unless told.
 */
export function BusyButton({
  busy,
  disabled = busy,
  className = 'button',
  type = 'button',
  onClick,
  testId,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  className?: string;
  type?: 'button' | 'submit';
  onClick?: () => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button
      type={type}
      className={className}
      disabled={disabled}
      aria-busy={busy}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** A section named by its `h2` (`aria-labelledby`), then its content. */
export function HeadedSection({
  className,
  headingId,
  title,
  testId,
  children,
}: {
  className?: string;
  headingId: string;
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
