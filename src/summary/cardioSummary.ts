// The cardiorespiratory section: VO2 max with its category, METs, resting and maximal (raw) oxygen uptake in mL/min.
import {
  METS_PROVENANCE,
  RAW_VO2_PROVENANCE,
  RESTING_VO2_PROVENANCE,
  metsFromVo2,
  rawVo2,
  restingVo2,
} from '@/calculators/oxygenUptake';
import { normSource } from '@/norms/normSources';
import type { UserProfile } from '@/profile/profileTypes';
import { safely } from '@/profile/builders/safely';
import { listSection } from './listSection';
import { formatNumber } from './summaryFormat';
import { summaryCategory } from './summaryCategory';
import { resultGauge } from './resultGauges';
import type { ListSection } from './summaryTypes';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { stoppedEarlyText } from '@/domain/stopTestIndications';
import { FIELD_TEST_LABELS, fieldTestMeasuredText } from '@/profile/fieldTestResults';

export const CARDIO_LINKS = [
  { label: 'Do the McArdle step test', to: ROUTE_PATHS.stepTestInstructions },
  { label: 'Do a field test', to: ROUTE_PATHS.fieldTests },
  { label: 'Do a treadmill protocol', to: ROUTE_PATHS.treadmillProtocols },
] as const;

export function cardioSummary(user: UserProfile): ListSection {
  const vo2 = user.vo2Max;
  const weight = user.currentWeight;
  const mets = vo2 ? safely(() => metsFromVo2(vo2.vo2Max)) : null;
  const resting = user.restingVo2 ?? (weight !== null ? safely(() => restingVo2(weight)) : null);
  const raw = user.rawVo2 ?? (vo2 && weight !== null ? safely(() => rawVo2(vo2.vo2Max, weight)) : null);
  return listSection({
    id: 'cardio',
    title: 'Cardiorespiratory fitness',
    items: [
      vo2
        ? {
            label: 'VO2 max',
            value: `${formatNumber(vo2.vo2Max, 2)} mL/kg/min`,
            category: summaryCategory(vo2.category),
            gauge: resultGauge(user, 'vo2max') ?? undefined,
          }
        : null,
      // Which test produced the VO2 max (a step test, a field test, a treadmill stage or the Bruce time).
      vo2?.test ? { label: 'VO2 max test', value: vo2.test } : null,
      // decision 50: a test stopped early keeps its result, labelled with the reason.
      vo2?.stoppedEarly ? { label: 'VO2 max test ended', value: stoppedEarlyText(vo2.stoppedEarly) } : null,
      // decision 0181: every field test of the session with what it measured, the chosen one's VO2 max above.
      ...user.fieldTests.map((r) => ({
        label: FIELD_TEST_LABELS[r.test],
        value: `${fieldTestMeasuredText(r)}; VO2 max ${formatNumber(r.vo2Max, 2)} mL/kg/min`,
      })),
      mets !== null ? { label: 'Maximal METs', value: `${formatNumber(mets, 2)} METs` } : null,
      resting !== null ? { label: 'Resting VO2', value: `${formatNumber(resting, 2)} mL/min` } : null,
      raw !== null ? { label: 'Maximal VO2 (absolute)', value: `${formatNumber(raw, 2)} mL/min` } : null,
    ],
    sources: [
      vo2 ? normSource('vo2max') : null,
      mets !== null ? METS_PROVENANCE : null,
      resting !== null ? RESTING_VO2_PROVENANCE : null,
      raw !== null ? RAW_VO2_PROVENANCE : null,
    ],
    empty: { message: 'No cardiorespiratory test yet.', links: CARDIO_LINKS },
    todo: vo2 ? [] : CARDIO_LINKS,
  });
}
