// A button whose action destroys a running timed test (Reset, Start over): while `ask` is true it first asks in an
// accessible alert dialog (decision 0104: 'Reset' or 'Start over' while a timed test runs asks first). Focus goes to
// the safe choice (Keep going); Escape or Keep going closes it and puts the focus back on the button.
import { useEffect, useId, useRef, useState, type Ref } from 'react';

export interface ConfirmButtonProps {
  label: string;
  /** The question, e.g. "Reset the step test? The time so far is lost." */
  question: string;
  /** The confirming choice, e.g. "Yes, reset". */
  confirmLabel: string;
  onConfirm: () => void;
  /** Ask first (the test is running); otherwise the button acts at once. */
  ask: boolean;
  className?: string;
  title?: string;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

export function ConfirmButton({
  label,
  question,
  confirmLabel,
  onConfirm,
  ask,
  className = 'button',
  title,
  disabled,
  buttonRef,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (open) keepRef.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const setTrigger = (element: HTMLButtonElement | null) => {
    triggerRef.current = element;
    if (typeof buttonRef === 'function') buttonRef(element);
    else if (buttonRef) (buttonRef as { current: HTMLButtonElement | null }).current = element;
  };
  return (
    <>
      <button
        type="button"
        className={className}
        title={title}
        disabled={disabled}
        ref={setTrigger}
        aria-expanded={ask ? open : undefined}
        onClick={() => (ask ? setOpen(true) : onConfirm())}
      >
        {label}
      </button>
      {open && ask ? (
        <div
          className="panel confirm-dialog"
          role="alertdialog"
          aria-modal="false"
          aria-labelledby={`${id}-question`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <p id={`${id}-question`}>{question}</p>
          <div className="form-actions">
            <button type="button" className="button" ref={keepRef} onClick={close}>
              Keep going
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
