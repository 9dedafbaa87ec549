// /pushups/instructions: the pushup test procedure (CSEP: men on the toes, women on the knees; consecutive, no rest);
// Click to Begin goes to the timer at /pushups/test once age and sex are known; the press unlocks audio for its cues
// (decision 0028). A lead-in ('Get into position', 5 to 15 s) can be chosen before the countdown.
import '@/styles/screens.css';
import { InstructionsLayout } from '@/components/InstructionsLayout';
import { LeadInChoice } from '@/components/LeadInChoice';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { useUnlockRunAudio } from '@/state/run/protocolEffects';

export function PushupInstructionsScreen() {
  const unlockAudio = useUnlockRunAudio();
  return (
    <InstructionsLayout
      title="Pushup Test Instructions"
      heading="Muscular endurance: as many pushups as you can, without a rest"
      intro={<p>Warm up first. A partner can count the pushups and watch the form while you use the timer.</p>}
      steps={[
        'Men: standard pushups on the toes, hands shoulder-width apart, back and legs in a straight line.',
        'Women: modified pushups on the knees, lower legs on the mat, ankles plantar-flexed, hands shoulder-width apart, back straight.',
        'Lower the body until the chin touches the mat (the stomach does not touch it), then push up to straight arms, keeping the back straight.',
        'Do as many pushups as you can, one after another, with no rest between them.',
        'Stop when you strain forcibly, or at the second pushup with a fault in form (the two faults need not be consecutive).',
        'Count only correct pushups and press Finished on the timer when you stop.',
      ]}
      equipment={['stopwatch']}
      beginTo={ROUTE_PATHS.pushupsTest}
      onBegin={unlockAudio}
    >
      <LeadInChoice />
    </InstructionsLayout>
  );
}
