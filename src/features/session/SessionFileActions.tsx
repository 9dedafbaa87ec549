// Export (CSV in the user's units, JSON backup) and Restore of the saved sessions on Past Sessions.
import type { ChangeEvent } from 'react';

export interface SessionFileActionsProps {
  /** Exports are offered once sessions are loaded. */
  canExport: boolean;
  /** Restore is offered once the list is loaded and no restore is running. */
  canRestore: boolean;
  onExportCsv: () => void;
  onExportBackup: () => void;
  onRestore: (file: File) => void;
}

export function SessionFileActions({
  canExport,
  canRestore,
  onExportCsv,
  onExportBackup,
  onRestore,
}: SessionFileActionsProps) {
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again restores again (nothing is duplicated)
    if (file) onRestore(file);
  };
  return (
    <div className="session-files no-print">
      <div className="form-actions">
        <button type="button" className="button" onClick={onExportCsv} disabled={!canExport}>
          Export CSV
        </button>
        <button type="button" className="button" onClick={onExportBackup} disabled={!canExport}>
          Export backup (JSON)
        </button>
      </div>
      <div className="field restore-field">
        <label htmlFor="restore-backup">Restore a backup (JSON)</label>
        <input
          id="restore-backup"
          type="file"
          accept=".json,application/json"
          onChange={onFile}
          disabled={!canRestore}
          aria-describedby="restore-hint"
        />
        <p id="restore-hint" className="hint">
          Sessions already saved here are not added twice; nothing is changed if the file is not a backup.
        </p>
      </div>
    </div>
  );
}
