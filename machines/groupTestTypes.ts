// The group test's context, input and events, and the shapes of a save (decision 0154).
import type { ClientSummary } from '@/clients/clientTypes';
import type { GroupDraft, GroupTestKey, RowTexts } from '@/profile/groupTests';
import type { UserProfile } from '@/profile/profileTypes';
import type { GroupBattery } from '@/profile/batteries';
import type { GroupRow } from './groupRows';

/** What saving one row did. */
export type GroupSaveOutcome =
  | { readonly clientId: string; readonly ok: true; readonly user: UserProfile }
  | { readonly clientId: string; readonly ok: false; readonly message: string };

/** The rows a save writes: each with the texts it was valid with. */
export interface GroupSaveInput {
  readonly testKey: GroupTestKey;
  readonly rows: readonly { readonly clientId: string; readonly texts: RowTexts }[];
}

/** The last save, for its sentence: how many were saved, and each row that needs attention with why. */
export interface GroupSaveReport {
  readonly saved: number;
  readonly attention: readonly { readonly clientId: string; readonly name: string; readonly message: string }[];
}

export interface GroupTestContext {
  readonly roster: readonly ClientSummary[];
  readonly chosen: readonly string[];
  readonly testKey: GroupTestKey;
  /** The battery chosen instead of one test, or null (decision 0138). */
  readonly battery: GroupBattery | null;
  readonly rows: readonly GroupRow[];
  /** Texts kept from a draft or from before BACK, by client id, applied when the rows load. */
  readonly kept: Readonly<Record<string, RowTexts>>;
  readonly keptSaved: Readonly<Record<string, RowTexts>>;
  readonly report: GroupSaveReport | null;
  readonly error: string | null;
  /** True when made from a draft of an opened grid: the grid loads again at once. */
  readonly resume: boolean;
  /** The local day this grid is typed on (`YYYY-MM-DD`): what the kept draft is dated. */
  readonly day: string;
  /** Grids of earlier days with rows typed and not saved, set aside (never today's entries), oldest first. */
  readonly earlier: readonly GroupDraft[];
}

export interface GroupTestInput {
  /** The local day of now (`YYYY-MM-DD`): a kept grid of another day is not resumed (decision 0178). */
  readonly today: string;
  /** The grid kept from before (already validated by its store), or null. */
  readonly draft?: GroupDraft | null;
  /** Earlier days' grids with rows not saved, as set aside (see draftsOfDay). */
  readonly earlier?: readonly GroupDraft[];
  /** The battery the kept grid walks (kept beside the draft), or null; used only when it holds the draft's test. */
  readonly battery?: GroupBattery | null;
}

export type GroupTestEvent =
  | { type: 'ROSTER'; clients: readonly ClientSummary[] }
  | { type: 'TOGGLE_CLIENT'; clientId: string }
  | { type: 'CHOOSE_ALL_ACTIVE' }
  | { type: 'CLEAR_CHOICE' }
  | { type: 'CHOOSE_TEST'; testKey: GroupTestKey }
  /** A battery instead of one test: the grid starts at its first test (a battery without a grid test is refused). */
  | { type: 'CHOOSE_BATTERY'; battery: GroupBattery }
  /** The battery's next test in the grid; each test's rows are saved by its own Save, as before. */
  | { type: 'NEXT_TEST' }
  | { type: 'START' }
  /** Sent once at start: reopens the grid kept from before a reload, if it was open. */
  | { type: 'RESUME' }
  | { type: 'ENTER'; clientId: string; field: string; text: string }
  | { type: 'SAVE' }
  | { type: 'BACK' }
  /** Another tab changed the kept grid: rows of the same grid take its texts (the last change wins). */
  | { type: 'DRAFT_CHANGED'; draft: GroupDraft }
  /** A group timer fills in rows (the stopwatch's times by client id): as if typed, validated and kept the same way. */
  | { type: 'FILL_IN'; texts: Readonly<Record<string, RowTexts>> }
  /** The coach deletes an earlier day's grid set aside (by its day and test). */
  | { type: 'FORGET_EARLIER'; day: string; testKey: GroupTestKey };
