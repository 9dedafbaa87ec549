// /leg-press/instructions: the 1RM procedure for the leg press (lower body: increase 10-20 % between trials).
import '@/styles/screens.css';
import { PressInstructions } from './PressInstructions';
import { LEG_PRESS } from './pressTestConfigs';

export function LegPressInstructionsScreen() {
  return <PressInstructions press={LEG_PRESS} />;
}
