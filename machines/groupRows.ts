// One row of the group grid: a client with the profile of their session for the day, the texts typed for them, and
// the row as the grid shows it (validated and classified exactly as the test's own form does it).
import {
  GROUP_TESTS,
  groupRowOutcome,
  type GroupRowOutcome,
  type GroupTestKey,
  type RowTexts,
} from '@/profile/groupTests';
import type { UserProfile } from '@/profile/profileTypes';
import { resultGauge } from '@/summary/resultGauges';
import { formatCategory } from '@/norms/formatCategory';
import type { CategoryLevel } from '@/norms/categoryLevel';

/** One client of the grid with the profile of their session for the day (the one a save writes into). */
export interface GroupClient {
  readonly clientId: string;
  readonly name: string | null;
  readonly profile: UserProfile;
  /**
   * The client's session saved on an earlier day, when today's is a new one, with that save's date: its result is
   * shown beside the row, dated, never as an entry (decision 0178).
   */
  readonly previous?: { readonly profile: UserProfile; readonly date: string } | null;
}

export interface GroupRow extends GroupClient {
  readonly texts: RowTexts;
  /** The texts as last saved for this client, or null when nothing of this grid was saved for them. */
  readonly saved: RowTexts | null;
  /** Why the last save of this row failed, or null. */
  readonly saveError: string | null;
}

/** A row's name as the grid and the report show it. */
export function rowName(row: Pick<GroupClient, 'name'>): string {
  return row.name ?? 'Unnamed client';
}

export function rowOutcome(testKey: GroupTestKey, row: Pick<GroupRow, 'profile' | 'texts'>): GroupRowOutcome {
  return groupRowOutcome(GROUP_TESTS[testKey], row.profile, row.texts);
}

export function sameTexts(a: RowTexts | null, b: RowTexts): boolean {
  if (a === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '').trim() === (b[key] ?? '').trim());
}

/** Whether a row holds entries not saved yet (what leaving asks about). */
export function rowUnsaved(row: Pick<GroupRow, 'texts' | 'saved'>): boolean {
  const typed = Object.values(row.texts).some((text) => text.trim() !== '');
  return typed && !sameTexts(row.saved, row.texts);
}

/** A row as the grid shows it: its state, message, category with its colour, or why there is no category. */
export interface GroupRowView {
  readonly row: GroupRow;
  readonly status: 'empty' | 'invalid' | 'refused' | 'valid' | 'saved';
  /** The form's message (invalid), what is missing (refused) or why the save failed. */
  readonly message: string | null;
  readonly category: string | null;
  readonly level: CategoryLevel | null;
  /** Why a valid result has no category (e.g. 'The pushups norms cover ages 15-69; …'). */
  readonly noCategory: string | null;
}

export function rowView(testKey: GroupTestKey, row: GroupRow): GroupRowView {
  const outcome = rowOutcome(testKey, row);
  if (outcome.kind === 'empty')
    return { row, status: 'empty', message: null, category: null, level: null, noCategory: null };
  if (outcome.kind !== 'valid')
    return { row, status: outcome.kind, message: outcome.message, category: null, level: null, noCategory: null };
  const test = GROUP_TESTS[testKey];
  const status = sameTexts(row.saved, row.texts) ? 'saved' : 'valid';
  if (test.verdict) return { row, status, message: row.saveError, ...test.verdict(outcome.user) };
  const gauge = test.gaugeKey ? resultGauge(outcome.user, test.gaugeKey) : null;
  const stored = test.category(outcome.user);
  const category = stored ? formatCategory(stored) : null;
  return {
    row,
    status,
    message: row.saveError,
    category,
    level: gauge?.available ? gauge.level : null,
    noCategory:
      test.gaugeKey && !category
        ? gauge && !gauge.available
          ? gauge.reason
          : 'There is no norm for this age, sex or value.'
        : null,
  };
}
