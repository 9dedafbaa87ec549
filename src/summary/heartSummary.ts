// The blood pressure and heart rate section of the fitness summary: the JNC 7 class, resting heart rate, estimated HR max.
import { estimateHrMax } from '@/calculators/heartRateMax';
import { normSource } from '@/norms/normSources';
import type { UserProfile } from '@/profile/profileTypes';
import { safely } from '@/profile/builders/safely';
import { listSection } from './listSection';
import { formatNumber } from './summaryFormat';
import { summaryCategory } from './summaryCategory';
import { resultGauge } from './resultGauges';
import type { ListSection } from './summaryTypes';
import { ROUTE_PATHS } from '@/domain/routePaths';

const BLOOD_PRESSURE_LINK = { label: 'Take a blood pressure reading', to: ROUTE_PATHS.bloodPressure } as const;
const RESTING_HR_LINK = { label: 'Measure your resting heart rate', to: ROUTE_PATHS.restingHr } as const;

export function heartSummary(user: UserProfile): ListSection {
  const bp = user.bloodPressure;
  // The equation behind the stored estimate (it depends on age only).
  const hrMaxSource = user.hrMax !== null && user.age !== null ? safely(() => estimateHrMax(user.age as number)) : null;
  return listSection({
    id: 'heart',
    title: 'Blood pressure and heart rate',
    items: [
      bp
        ? {
            label: 'Blood pressure',
            value: `${bp.sbp}/${bp.dbp} mmHg`,
            category: summaryCategory(bp.classification, 'bloodPressure'),
            gauge: resultGauge(user, 'bloodPressure') ?? undefined,
          }
        : null,
      user.restingHR !== null ? { label: 'Resting heart rate', value: `${formatNumber(user.restingHR, 0)} bpm` } : null,
      user.hrMax !== null
        ? { label: 'Maximal heart rate (estimated)', value: `${formatNumber(user.hrMax, 0)} bpm` }
        : null,
    ],
    sources: [bp ? normSource('bloodPressure') : null, hrMaxSource],
    empty: { message: 'No blood pressure or heart rate yet.', links: [BLOOD_PRESSURE_LINK, RESTING_HR_LINK] },
    todo: [bp ? null : BLOOD_PRESSURE_LINK, user.restingHR !== null ? null : RESTING_HR_LINK],
  });
}
