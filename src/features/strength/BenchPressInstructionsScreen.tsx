// /bench-press/instructions: the 1RM procedure for the bench press (upper body: increase 5-10 % between trials).
import '@/styles/screens.css';
import { PressInstructions } from './PressInstructions';
import { BENCH_PRESS } from './pressTestConfigs';

export function BenchPressInstructionsScreen() {
  return <PressInstructions press={BENCH_PRESS} />;
}
