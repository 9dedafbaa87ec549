// The Senior Fitness Test rows of a client's history (decision 47): one row per item done in any session, each
// session's cell with the score in the user's units and the verdict against the normal range for that session's sex
// and age (the age the client was then), or why there is none. Pure: the history table and its printed report read it.
import { SENIOR_ITEMS, type SeniorItem } from '@/norms/seniorFitness';
import { seniorVerdictText } from '@/norms/seniorVerdict';
import type { SavedSessionRecord } from '@/profile/sessionRecord';
import { SENIOR_ITEM_LABELS, classifySeniorResult, seniorMeasuredText } from '@/profile/seniorFitnessResults';

export interface SeniorHistoryCell {
  /** '12 stands', '-2 in (best of -2 in, -3.5 in)'; null when the item was not done in that session. */
  readonly text: string | null;
  /** 'Within the normal range for your age', or why there is no comparison; null with no score. */
  readonly verdict: string | null;
  /** True when the verdict is a comparison (a verified norm), false when it says why there is none. */
  readonly classified: boolean;
}

export interface SeniorHistoryRow {
  readonly item: SeniorItem;
  readonly label: string;
  readonly cells: readonly SeniorHistoryCell[];
}

export function seniorHistoryRows(
  sessions: readonly Pick<SavedSessionRecord, 'seniorFitness' | 'sex' | 'age'>[],
  metric: boolean,
): SeniorHistoryRow[] {
  return SENIOR_ITEMS.filter((item) => sessions.some((s) => s.seniorFitness?.some((r) => r.item === item))).map(
    (item) => ({
      item,
      label: SENIOR_ITEM_LABELS[item],
      cells: sessions.map((session) => {
        const result = session.seniorFitness?.find((r) => r.item === item);
        if (!result) return { text: null, verdict: null, classified: false };
        const classification = classifySeniorResult(result, session.sex, session.age);
        return {
          text: seniorMeasuredText(result, metric),
          verdict: seniorVerdictText(classification),
          classified: classification.kind === 'classified',
        };
      }),
    }),
  );
}
