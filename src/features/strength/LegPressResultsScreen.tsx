// /leg-press/results: the leg press 1RM form and its category (ratio to body weight, Cooper Institute norms).
import '@/styles/screens.css';
import { PressResults } from './PressResults';
import { LEG_PRESS } from './pressTestConfigs';

export function LegPressResultsScreen() {
  return <PressResults press={LEG_PRESS} />;
}
