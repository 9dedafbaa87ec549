// The muscular strength and endurance section: pushups, bench press, leg press and grip with ratios and categories.
import {
  BENCH_PRESS_RATIO_PROVENANCE,
  GRIP_STRENGTH_PROVENANCE,
  LEG_PRESS_RATIO_PROVENANCE,
  strengthRatio,
} from '@/calculators/strengthRatio';
import { normSource } from '@/norms';
import type { UserProfile } from '@/profile/profileTypes';
import { safely } from '@/profile/builders/safely';
import { listSection } from './listSection';
import { formatMass } from './summaryFormat';
import { summaryCategory } from './summaryCategory';
import { resultGauge } from './resultGauges';
import type { ListSection } from './summaryTypes';
import { ROUTE_PATHS } from '@/domain/routePaths';

const LINKS = {
  pushups: { label: 'Do the pushup test', to: ROUTE_PATHS.pushupsInstructions },
  bench: { label: 'Do the bench press test', to: ROUTE_PATHS.benchPressInstructions },
  leg: { label: 'Do the leg press test', to: ROUTE_PATHS.legPressInstructions },
  grip: { label: 'Do the grip strength test', to: ROUTE_PATHS.gripStrengthInstructions },
} as const;

/** '105.6 kg, 1.32 × body weight' (the ratio only when it is known). */
function liftText(kg: number, ratio: number | null, metric: boolean): string {
  const lift = formatMass(kg, metric, 2); // lifts in lb keep 2 decimals (spec §9: 1RM × 2.2, 2 decimals)
  return ratio === null ? lift : `${lift}, ${ratio.toFixed(2)} × body weight`;
}

export function strengthSummary(user: UserProfile): ListSection {
  const metric = user.prefers_metric;
  const { pushups, benchPress: bench, legPress: leg, gripStrength: grip } = user;
  const gripRatio =
    grip && user.currentWeight !== null
      ? safely(() => strengthRatio(grip.gripStrength, user.currentWeight as number))
      : null;
  return listSection({
    id: 'strength',
    title: 'Muscular strength and endurance',
    items: [
      pushups
        ? {
            label: 'Pushups',
            value: `${pushups.pushups}`,
            category: summaryCategory(pushups.category),
            gauge: resultGauge(user, 'pushups') ?? undefined,
          }
        : null,
      bench
        ? {
            label: 'Bench press 1RM',
            value: liftText(bench.benchPress, bench.benchPressRatio, metric),
            category: summaryCategory(bench.category),
            gauge: resultGauge(user, 'benchPress') ?? undefined,
          }
        : null,
      leg
        ? {
            label: 'Leg press 1RM',
            value: liftText(leg.legPress, leg.legPressRatio, metric),
            category: summaryCategory(leg.category),
            gauge: resultGauge(user, 'legPress') ?? undefined,
          }
        : null,
      grip
        ? {
            label: 'Grip strength (best left + best right)',
            value: liftText(grip.gripStrength, gripRatio, metric),
            category: summaryCategory(grip.category),
            gauge: resultGauge(user, 'gripStrength') ?? undefined,
          }
        : null,
    ],
    sources: [
      pushups ? normSource('pushups') : null,
      bench ? BENCH_PRESS_RATIO_PROVENANCE : null,
      bench ? normSource('benchPress') : null,
      leg ? LEG_PRESS_RATIO_PROVENANCE : null,
      leg ? normSource('legPress') : null,
      grip ? GRIP_STRENGTH_PROVENANCE : null,
      grip ? normSource('gripStrength') : null,
    ],
    empty: {
      message: 'No strength or endurance tests yet.',
      links: [LINKS.pushups, LINKS.bench, LINKS.leg, LINKS.grip],
    },
    todo: [
      pushups ? null : LINKS.pushups,
      bench ? null : LINKS.bench,
      leg ? null : LINKS.leg,
      grip ? null : LINKS.grip,
    ],
  });
}
