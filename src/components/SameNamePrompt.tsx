// Decision 0100: a name another client already has is a question, never a guess: open that client, or keep two
// clients of the same name (told apart by age and last test). The demographics form offers all three choices; Rename
// on the Clients screen offers keep two (rename anyway) or cancel, since the client being renamed stays open.
import { ModalDialog } from './ModalDialog';
import { clientLabel, type ClientSummary } from '@/clients/clientTypes';
import { formatDate } from '@/domain/dates';

export interface SameNamePromptProps {
  /** The client who already has the name. */
  client: ClientSummary;
  /** Opens that client instead; without it the prompt offers only keep two or cancel. */
  onOpen?: () => void;
  onKeepTwo: () => void;
  onCancel: () => void;
}

export function SameNamePrompt({ client, onOpen, onKeepTwo, onCancel }: SameNamePromptProps) {
  const name = clientLabel(client.name);
  const age = client.age === null ? 'age not given' : `${client.age} years`;
  const question = onOpen
    ? `Open that client, or keep two clients named ${name}?`
    : `Keep two clients named ${name}, told apart by age and last test?`;
  return (
    <ModalDialog titleId="same-name-title" descriptionId="same-name-text" onClose={onCancel}>
      <h2 id="same-name-title">A client named {name} already exists</h2>
      <p id="same-name-text">
        {name} ({age}, last test {formatDate(client.lastTestDate)}) is already in your client list. {question}
      </p>
      <div className="form-actions">
        {onOpen ? (
          <button type="button" className="button button-primary" data-autofocus onClick={onOpen}>
            Open {name}
          </button>
        ) : null}
        <button type="button" className={onOpen ? 'button' : 'button button-primary'} onClick={onKeepTwo}>
          Keep two clients named {name}
        </button>
        {/* Without Open, the safe choice takes the focus: Enter never makes a second client by accident. */}
        <button type="button" className="button" data-autofocus={onOpen ? undefined : true} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
