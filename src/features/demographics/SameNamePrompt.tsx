// Decision 0100: a name another client already has is a question, never a guess: open that client, or keep two
// clients of the same name (told apart by age and last test).
import { ModalDialog } from '@/components/ModalDialog';
import { clientLabel, type ClientSummary } from '@/clients/clientTypes';
import { formatDate } from '@/domain/dates';

export interface SameNamePromptProps {
  client: ClientSummary;
  onOpen: () => void;
  onKeepTwo: () => void;
  onCancel: () => void;
}

export function SameNamePrompt({ client, onOpen, onKeepTwo, onCancel }: SameNamePromptProps) {
  const name = clientLabel(client.name);
  const age = client.age === null ? 'age not given' : `${client.age} years`;
  return (
    <ModalDialog titleId="same-name-title" descriptionId="same-name-text" onClose={onCancel}>
      <h2 id="same-name-title">A client named {name} already exists</h2>
      <p id="same-name-text">
        {name} ({age}, last test {formatDate(client.lastTestDate)}) is already in your client list. Open that client, or
        keep two clients named {name}?
      </p>
      <div className="form-actions">
        <button type="button" className="button button-primary" data-autofocus onClick={onOpen}>Open {name}</button>
        <button type="button" className="button" onClick={onKeepTwo}>Keep two clients named {name}</button>
        <button type="button" className="button" onClick={onCancel}>Cancel</button>
      </div>
    </ModalDialog>
  );
}
