// A labelled number input that shows the specification's inline message next to it as the user types.
import { useId } from 'react';
import { numberFieldMessage, type NumberRules } from './numberFieldRules';

export interface NumberFieldProps extends NumberRules {
  id?: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  step?: number;
  required?: boolean;
  placeholder?: string;
  hint?: string;
  /** spec §2: field-test inputs clear themselves on focus. */
  clearOnFocus?: boolean;
}

export function NumberField(props: NumberFieldProps) {
  const generated = useId();
  const id = props.id ?? props.name ?? generated;
  const message = numberFieldMessage(props.value, props);
  const describedBy =
    [message ? `${id}-message` : null, props.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode={props.integer ? 'numeric' : 'decimal'}
        min={props.min}
        max={props.max}
        step={props.step ?? (props.integer ? 1 : 'any')}
        required={props.required}
        placeholder={props.placeholder}
        value={props.value}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        onFocus={props.clearOnFocus ? () => props.onChange('') : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {message ? (
        <p className="inline-error" id={`${id}-message`} role="status">
          {message}
        </p>
      ) : null}
      {props.hint ? (
        <p className="hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
