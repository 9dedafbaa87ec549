// The muscular strength and endurance section: pushups, bench press, leg press and grip with ratios and categories.
import {
  BENCH_PRESS_RATIO_PROVENANCE,
  GRIP_STRENGTH_PROVENANCE,
  LEG_PRESS_RATIO_PROVENANCE,
  strengthRatio,
} from '@/calculators/strengthRatio';
import { normSource } from '@/norms/normSources';
import type { UserProfile } from '@/profile/profileTypes';
import { safely } from '@/profile/builders/safely';
import { listSection } from './listSection';
import { formatMass } from './summaryFormat';
import { summaryCategory } from './summaryCategory';
import { resultGauge } from './resultGauges';
import type { ListSection, SummaryItem } from './summaryTypes';
import type { GaugeResult } from '@/norms/categoryGauge';
import { ROUTE_PATHS } from '@/domain/routePaths';

const LINKS = {
  pushups: { label: 'Do the pushup test', to: ROUTE_PATHS.pushupsInstructions },
  bench: { label: 'Do the bench press test', to: ROUTE_PATHS.benchPressInstructions },
  leg: { label: 'Do the leg press test', to: ROUTE_PATHS.legPressInstructions },
  grip: { label: 'Do the grip strength test', to: ROUTE_PATHS.gripStrengthInstructions },
} as const;

/** What a lift kept without a weight waits for (decision 0174). */
export const PRESS_NEEDS_WEIGHT = "ratio and category once today's weight is given";

/** '105.6 kg, 1.32 × body weight' (the ratio only when it is known). */
function liftText(kg: number, ratio: number | null, metric: boolean): string {
  const lift = formatMass(kg, metric, 2); // lifts in lb keep 2 decimals (spec §9: 1RM × 2.2, 2 decimals)
  return ratio === null ? lift : `${lift}, ${ratio.toFixed(2)} × body weight`;
}

/** A 1RM's row; one kept without a weight (decision 0174) says what its ratio and category wait for. */
function pressItem(
  label: string,
  kg: number,
  ratio: number | null,
  category: string,
  metric: boolean,
  gauge: () => GaugeResult | null,
): SummaryItem {
  if (ratio === null) return { label, value: `${liftText(kg, null, metric)} (${PRESS_NEEDS_WEIGHT})` };
  return {
    label,
    value: liftText(kg, ratio, metric),
    category: summaryCategory(category),
    gauge: gauge() ?? undefined,
  };
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
        ? pressItem('Bench press 1RM', bench.benchPress, bench.benchPressRatio, bench.category, metric, () =>
            resultGauge(user, 'benchPress'),
          )
        : null,
      leg
        ? pressItem('Leg press 1RM', leg.legPress, leg.legPressRatio, leg.category, metric, () =>
            resultGauge(user, 'legPress'),
          )
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
