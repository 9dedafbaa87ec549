// Builds a ListSection from its items: the empty message when there are none, sources without duplicates.
import type { Provenance } from '@/calculators/provenance';
import type { ListSection, SectionId, SummaryItem, SummaryLink } from './summaryTypes';

export interface ListSectionInput {
  id: SectionId;
  title: string;
  items: readonly (SummaryItem | null)[];
  sources?: readonly (Provenance | null | undefined)[];
  empty: { message: string; links: readonly SummaryLink[] };
  todo?: readonly (SummaryLink | null)[];
  notes?: readonly (string | null)[];
}

/** Sources in first-seen order, each once (same method and source). */
export function uniqueSources(sources: readonly (Provenance | null | undefined)[]): Provenance[] {
  const seen = new Set<string>();
  const unique: Provenance[] = [];
  for (const source of sources) {
    if (!source) continue;
    const key = `${source.method}\u0000${source.source}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push({ method: source.method, source: source.source });
  }
  return unique;
}

export function listSection(input: ListSectionInput): ListSection {
  const items = input.items.filter((item): item is SummaryItem => item !== null);
  const notes = (input.notes ?? []).filter((note): note is string => note !== null);
  const isEmpty = items.length === 0;
  return {
    id: input.id,
    title: input.title,
    items,
    sources: isEmpty ? [] : uniqueSources(input.sources ?? []),
    empty: isEmpty ? input.empty : null,
    todo: isEmpty ? [] : (input.todo ?? []).filter((link): link is SummaryLink => link !== null),
    notes: isEmpty ? [] : notes,
  };
}
