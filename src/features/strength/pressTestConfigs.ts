// The two 1RM tests as data (each a PressTestConfig): names, routes, equipment, the load increase between trials,
// builders and where to go next.
import type { EquipmentKey } from '@/domain/equipment';
import type { NumberRules } from '@/components/numberFieldRules';
import { benchPressReset, benchPressUpdate } from '@/profile/builders/benchPressUpdate';
import { legPressReset, legPressUpdate } from '@/profile/builders/legPressUpdate';
import type { PressTest } from '@/profile/builders/oneRepMaxRatio';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { BENCH_PRESS_RULES, LEG_PRESS_RULES } from './strengthFieldRules';
import { ROUTE_PATHS } from '@/domain/routePaths';

export interface PressTestConfig {
  test: PressTest;
  /** "Bench Press" */
  title: string;
  /** "bench press" in running text. */
  name: string;
  body: 'upper body' | 'lower body';
  /** spec §9: 5-10 % for the upper body, 10-20 % for the lower body. */
  increase: string;
  routes: { instructions: string; test: string; results: string };
  equipment: readonly EquipmentKey[];
  /** Fitness Categories anchor. */
  anchor: string;
  rules: NumberRules;
  /** `todaysWeightKg`: the weight asked in place while the session has none (decision 0174). */
  build: (user: UserProfile, kg: number, todaysWeightKg?: number | null) => ProfileUpdate;
  reset: () => ProfileUpdate;
  /** ratio null: the lift is kept without a weight (decision 0174). */
  stored: (user: UserProfile) => { lift: number; ratio: number | null; category: string } | null;
  nextTest: { to: string; label: string };
}

export const BENCH_PRESS: PressTestConfig = {
  test: 'benchPress',
  title: 'Bench Press',
  name: 'bench press',
  body: 'upper body',
  increase: '5-10 %',
  routes: {
    instructions: ROUTE_PATHS.benchPressInstructions,
    test: ROUTE_PATHS.benchPressTest,
    results: ROUTE_PATHS.benchPressResults,
  },
  equipment: ['benchPressStation', 'stopwatch'],
  anchor: 'bench-press',
  rules: BENCH_PRESS_RULES,
  build: benchPressUpdate,
  reset: benchPressReset,
  stored: (user) =>
    user.benchPress
      ? { lift: user.benchPress.benchPress, ratio: user.benchPress.benchPressRatio, category: user.benchPress.category }
      : null,
  nextTest: { to: ROUTE_PATHS.legPressInstructions, label: 'Leg Press' },
};

export const LEG_PRESS: PressTestConfig = {
  test: 'legPress',
  title: 'Leg Press',
  name: 'leg press',
  body: 'lower body',
  increase: '10-20 %',
  routes: {
    instructions: ROUTE_PATHS.legPressInstructions,
    test: ROUTE_PATHS.legPressTest,
    results: ROUTE_PATHS.legPressResults,
  },
  equipment: ['legPressMachine', 'stopwatch'],
  anchor: 'leg-press',
  rules: LEG_PRESS_RULES,
  build: legPressUpdate,
  reset: legPressReset,
  stored: (user) =>
    user.legPress
      ? { lift: user.legPress.legPress, ratio: user.legPress.legPressRatio, category: user.legPress.category }
      : null,
  nextTest: { to: ROUTE_PATHS.gripStrengthInstructions, label: 'Grip Strength' },
};
