// The rows of the muscular fitness summary (spec §2): category, weight moved (kg) and its ratio to body mass per test.
import type { Provenance } from '@/calculators/provenance';
import { strengthRatio } from '@/calculators/strengthRatio';
import { normSource } from '@/norms/normSources';
import type { UserProfile } from '@/profile/profileTypes';
import { safely } from '@/profile/builders/safely';

export interface StrengthSummaryRow {
  test: 'Leg press' | 'Bench press' | 'Grip strength';
  /** Fitness Categories anchor. */
  anchor: 'leg-press' | 'bench-press' | 'grip';
  /** '' when there is no norm for the person (or nothing stored). */
  category: string;
  /** kg moved (grip: best left + best right), null when nothing is stored. */
  weightKg: number | null;
  /** weight moved / body weight (2 dp), null when either is unknown. */
  ratio: number | null;
  source: Provenance;
}

export function strengthSummaryRows(user: UserProfile): StrengthSummaryRow[] {
  const grip = user.gripStrength;
  const gripRatio =
    grip && user.currentWeight !== null
      ? safely(() => strengthRatio(grip.gripStrength, user.currentWeight as number))
      : null;
  return [
    {
      test: 'Leg press',
      anchor: 'leg-press',
      category: user.legPress?.category ?? '',
      weightKg: user.legPress?.legPress ?? null,
      ratio: user.legPress?.legPressRatio ?? null,
      source: normSource('legPress'),
    },
    {
      test: 'Bench press',
      anchor: 'bench-press',
      category: user.benchPress?.category ?? '',
      weightKg: user.benchPress?.benchPress ?? null,
      ratio: user.benchPress?.benchPressRatio ?? null,
      source: normSource('benchPress'),
    },
    {
      test: 'Grip strength',
      anchor: 'grip',
      category: grip?.category ?? '',
      weightKg: grip?.gripStrength ?? null,
      ratio: gripRatio,
      source: normSource('gripStrength'),
    },
  ];
}
