// /sit-and-reach/instructions: the sit-and-reach box protocol (zero at 26 cm, best of two trials); Click to Begin goes to the results form.
import '@/styles/screens.css';
import { InstructionsLayout } from '@/components/InstructionsLayout';
import { ROUTE_PATHS } from '@/domain/routePaths';

export function SitAndReachInstructionsScreen() {
  return (
    <InstructionsLayout
      title="Sit and Reach Instructions"
      heading="Trunk forward flexion (sit and reach)"
      intro={<p>Warm up first with some light stretching. The box's scale has its zero 26 cm from the feet.</p>}
      steps={[
        'Take off your shoes and sit with your legs straight, the soles of your feet flat against the box (the 26 cm mark is at your feet).',
        'Keep your knees straight, place one hand on top of the other with the fingertips level, and reach slowly forward along the scale as far as you can.',
        'Hold the farthest point for about 2 seconds; do not bounce.',
        'Do two trials and record the best, in centimetres.',
        'If your box has its zero at 23 cm, add 3 cm to the reading.',
      ]}
      equipment={['sitReachBox']}
      beginTo={ROUTE_PATHS.sitAndReachResults}
    />
  );
}
