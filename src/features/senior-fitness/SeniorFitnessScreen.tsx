// The Senior Fitness Test's one lazy screen (decision 47) for its three routes: the battery (/senior-fitness), an
// item's instructions (/senior-fitness/:item) and its timer, score and result (/senior-fitness/results/:item). One
// module keeps the first paint's route list to one entry for the three (decision 0127's budget).
import { useMatch } from 'react-router-dom';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { SeniorFitnessOverview } from './SeniorFitnessOverview';
import { SeniorItemInstructions } from './SeniorItemInstructions';
import { SeniorItemResult } from './SeniorItemResult';

export function SeniorFitnessScreen() {
  const result = useMatch(ROUTE_PATHS.seniorFitnessItemResult);
  const item = useMatch(ROUTE_PATHS.seniorFitnessItem);
  if (result) return <SeniorItemResult />;
  if (item) return <SeniorItemInstructions />;
  return <SeniorFitnessOverview />;
}
