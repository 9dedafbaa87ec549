// /grip-strength/instructions: the hand grip dynamometer protocol (two trials per hand, alternating; sum of the best of each).
import '@/styles/screens.css';
import { InstructionsLayout } from '@/components/InstructionsLayout';
import { ROUTE_PATHS } from '@/domain/routePaths';

export function GripStrengthInstructionsScreen() {
  return (
    <InstructionsLayout
      title="Grip Strength Instructions"
      heading="Hand grip dynamometer test"
      intro={<p>The grip test is repeated twice per hand and the result is the sum of the best of each hand.</p>}
      steps={[
        'Adjust the handle so the second joint of your fingers fits snugly under it.',
        'Stand upright with the arm at your side, the elbow slightly away from the body; the dynamometer does not touch the body.',
        'Squeeze as hard as you can for about 2 seconds while breathing out.',
        'Do two trials per hand, alternating hands, so each hand rests between its trials.',
        'Record the best reading of each hand; your result is the sum of the two best readings.',
      ]}
      equipment={['handGripDynamometer']}
      beginTo={ROUTE_PATHS.gripStrengthTest}
    />
  );
}
