// The full citation and verification note of each norm table, from ./data/normNotes.json: the prose half of the norm
// data (decision 0077). Not re-exported by ./index.ts, so only a module that imports this file downloads the prose;
// the screens show the short citation of ./normSources.ts.
import type { Provenance } from '@/calculators/provenance';
import notes from './data/normNotes.json';
import type { NormTableKey } from './normTables';
import { normSource } from './normSources';

/** Provenance with the full citation text (and its verification note where the data has one). */
export interface NormProvenance extends Provenance {
  readonly fullSource: string;
  readonly verification?: string;
}

interface TableNotes {
  readonly source: string;
  readonly verification?: string;
}

/** The table's title and short citation, its full citation and, where it has one, its verification note. */
export function normCitation(key: NormTableKey): NormProvenance {
  const tableNotes: TableNotes = notes[key];
  const base = { ...normSource(key), fullSource: tableNotes.source };
  return tableNotes.verification === undefined ? base : { ...base, verification: tableNotes.verification };
}
