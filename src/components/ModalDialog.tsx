// An accessible modal dialog: role dialog with aria-modal, focus moved in and kept inside, Escape closes, focus returns.
// Shared by the screens and the header (saving, deleting a client, the same-name prompt, a new session), so it lives here.
import './modalDialog.css';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import './modalDialog.css';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  titleId: string;
  descriptionId?: string;
  /** Escape (and the caller's Close button) call it. */
  onClose: () => void;
  /** When it changes, focus moves to the element marked data-autofocus again (the dialog's content changed). */
  focusKey?: string;
  children: ReactNode;
}

function initialFocus(node: HTMLElement | null): HTMLElement | null {
  return (
    node?.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ??
    node?.querySelector<HTMLElement>(FOCUSABLE) ??
    node
  );
}

export function ModalDialog({ titleId, descriptionId, onClose, focusKey, children }: ModalDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // Before the dialog is painted: focus is in it and Escape and Tab work from the first frame it shows (as an effect
  // after paint, a key pressed at once, or a check right after it appeared, found neither on a busy machine).
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = ref.current;
    initialFocus(node)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const focusable = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = focusable[0];
      const lastItem = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !node.contains(active))) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && (active === lastItem || !node.contains(active))) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const firstKey = useRef(focusKey);
  useEffect(() => {
    if (focusKey === firstKey.current) return;
    firstKey.current = focusKey;
    const node = ref.current;
    if (node && !node.contains(document.activeElement)) initialFocus(node)?.focus();
    else if (node) node.querySelector<HTMLElement>('[data-autofocus]:not([disabled])')?.focus();
  }, [focusKey]);

  return (
    <div className="modal-backdrop no-print">
      <div
        ref={ref}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
