// /leg-press/test: the leg press 1RM trial log with the rest timer, a real screen like the bench press (decision 0021).
import '@/styles/screens.css';
import { PressTest } from './PressTest';
import { LEG_PRESS } from './pressTestConfigs';

export function LegPressTestScreen() {
  return <PressTest press={LEG_PRESS} />;
}
