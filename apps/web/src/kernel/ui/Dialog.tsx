import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './Dialog.css';

/** What a modal dialog needs: its title, content and how it closes. */
export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Buttons below the content. */
  footer?: ReactNode;
  /** Called on Escape, the close button and a click on the backdrop; omit for a decision the user must make. */
  onClose?: () => void;
  /** Element to focus when the dialog opens; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'small' | 'medium' | 'large';
  /** Sheet at the bottom of the screen on phones instead of a centred box. */
  placement?: 'center' | 'bottom';
  /** role=alertdialog for confirmations of destructive actions. */
  alert?: boolean;
  testId?: string;
  className?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

/**
 * An accessible modal: role=dialog with aria-modal, labelled by its title, focus kept inside
 * (Tab wraps), Escape closes when closable, the rest of the page inert, and focus returned to
 * the element that had it when the dialog opened.
 */
export function Dialog(props: DialogProps) {
  const { open } = props;
  if (!open) return null;
  return createPortal(<DialogBox {...props} />, document.body);
}

function DialogBox({
  title,
  children,
  footer,
  onClose,
  initialFocus,
  size = 'medium',
  placement = 'center',
  alert,
  testId,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = boxRef.current;
    if (box) (initialFocus?.current ?? focusables(box)[0] ?? box).focus();
    // The app root becomes inert so screen readers and pointers stay in the dialog.
    const appRoot = document.getElementById('root');
    const wasInert = appRoot?.inert ?? false;
    if (appRoot) appRoot.inert = true;
    document.body.classList.add('dialog-open');
    return () => {
      if (appRoot) appRoot.inert = wasInert;
      if (!document.querySelector('.dialog-backdrop')) document.body.classList.remove('dialog-open');
      if (previous?.isConnected) previous.focus();
    };
    // Runs once per opening: the initial focus target is read when the dialog appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onCloseRef.current) {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    const items = focusables(boxRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === boxRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={`dialog-backdrop dialog-${placement}`}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onCloseRef.current?.();
      }}
    >
      <div
        ref={boxRef}
        className={`dialog dialog-${size}${className ? ` ${className}` : ''}`}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <div className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {onClose ? (
            <button type="button" className="dialog-close" onClick={onClose} aria-label={t('dialog.close')}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className="dialog-body">{children}</div>
        {footer ? <div className="dialog-footer">{footer}</div> : null}
      </div>
    </div>
  );
}
