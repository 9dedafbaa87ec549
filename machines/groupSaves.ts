// A group save (decision 0154): the rows it writes, what each row's outcome does to the grid, and its sentence.
import { type GroupRow, rowUnsaved, rowOutcome, rowView, rowName } from './groupRows';
import type { GroupSaveReport, GroupTestContext, GroupSaveOutcome } from './groupTestTypes';

/** The sentence after a save: 'Saved 9 results; 1 row needs attention: Sam Lee (Pushups must be …).' */
export function saveReportText(report: GroupSaveReport): string {
  const saved = `Saved ${report.saved} result${report.saved === 1 ? '' : 's'}`;
  if (report.attention.length === 0) return `${saved}.`;
  const n = report.attention.length;
  const named = report.attention.map((a) => `${a.name} (${a.message})`).join('; ');
  return `${saved}; ${n} row${n === 1 ? ' needs' : 's need'} attention: ${named}`;
}

/** The valid rows not saved as they are now. */
export function rowsToSave(context: Pick<GroupTestContext, 'rows' | 'testKey'>): GroupRow[] {
  return context.rows.filter((row) => rowUnsaved(row) && rowOutcome(context.testKey, row).kind === 'valid');
}

export function applySaveOutcomes(
  context: GroupTestContext,
  outcomes: readonly GroupSaveOutcome[],
): Partial<GroupTestContext> {
  const byId = new Map(outcomes.map((o) => [o.clientId, o]));
  const rows = context.rows.map((row): GroupRow => {
    const outcome = byId.get(row.clientId);
    if (!outcome) return row;
    return outcome.ok
      ? { ...row, profile: outcome.user, saved: row.texts, saveError: null }
      : { ...row, saveError: outcome.message };
  });
  const attention = rows.flatMap((row) => {
    const view = rowView(context.testKey, row);
    const message = view.status === 'invalid' || view.status === 'refused' ? view.message : row.saveError;
    return message ? [{ clientId: row.clientId, name: rowName(row), message }] : [];
  });
  return { rows, report: { saved: outcomes.filter((o) => o.ok).length, attention }, error: null };
}
