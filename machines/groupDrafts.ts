// The group grid as kept work in progress (decision 0178): its draft, a kept draft split by its day, and where the grid
// is in its battery.
import type { GroupDraft, GroupTestKey, RowTexts } from '@/profile/groupTests';
import { rowUnsaved } from './groupRows';
import type { GroupTestContext } from './groupTestTypes';

/** The draft of a context, as the persistDraft action keeps it. */
export function draftOf(context: GroupTestContext, started: boolean): GroupDraft {
  const texts: Record<string, RowTexts> = { ...context.kept };
  const saved: Record<string, RowTexts> = { ...context.keptSaved };
  for (const row of context.rows) {
    texts[row.clientId] = row.texts;
    if (row.saved) saved[row.clientId] = row.saved;
  }
  const chosen = new Set(context.chosen);
  const only = <T>(map: Record<string, T>) => Object.fromEntries(Object.entries(map).filter(([id]) => chosen.has(id)));
  return {
    clientIds: context.chosen,
    testKey: context.testKey,
    texts: only(texts),
    saved: only(saved),
    started,
    day: context.day,
  };
}

/**
 * A kept draft split by its day (decision 0178): today's is resumed as it is; another day's (or an undated one of an
 * earlier build) is not today's work: whom and which test stay as the choice, its saved rows are in their sessions
 * already, and its rows typed and not saved come back as `earlier`, dated, to be set aside, never as entries.
 */
export function draftsOfDay(
  draft: GroupDraft | null,
  today: string,
): { readonly today: GroupDraft | null; readonly earlier: GroupDraft | null } {
  if (!draft || draft.day === today) return { today: draft, earlier: null };
  const unsaved = Object.entries(draft.texts).filter(([id, texts]) =>
    rowUnsaved({ texts, saved: draft.saved[id] ?? null }),
  );
  const choice: GroupDraft = { ...draft, texts: {}, saved: {}, started: false, day: today };
  return {
    today: choice,
    earlier: unsaved.length === 0 ? null : { ...draft, texts: Object.fromEntries(unsaved), saved: {}, started: false },
  };
}

/** Where the grid is in its battery: the test's place (1-based), the count and the next test, or null without one. */
export function batteryStep(
  context: Pick<GroupTestContext, 'battery' | 'testKey'>,
): { readonly place: number; readonly count: number; readonly next: GroupTestKey | null } | null {
  const { battery } = context;
  if (!battery) return null;
  const index = battery.tests.indexOf(context.testKey);
  return { place: index + 1, count: battery.tests.length, next: battery.tests[index + 1] ?? null };
}

export function keptTexts(context: GroupTestContext): Pick<GroupTestContext, 'kept' | 'keptSaved'> {
  const draft = draftOf(context, false);
  return { kept: draft.texts, keptSaved: draft.saved };
}
