// /step-test/instructions: the McArdle (Queens College) step test procedure (spec §2, decision 0010); Click to Begin goes
// to the timer at /step-test/progress once age and sex are known; the press unlocks the metronome's audio (decision 0028).
import '@/styles/screens.css';
import { InstructionsLayout } from '@/components/InstructionsLayout';
import { useProfile } from '@/state/AppActorsContext';
import { useUnlockRunAudio } from '@/state/run/protocolEffects';
import { benchHeightText, cadenceText } from '@/components/stepTestText';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { StepTestInstructionsIntro } from './StepTestInstructionsIntro';

export function StepTestInstructionsScreen() {
  const metric = useProfile((c) => c.user.prefers_metric);
  const unlockAudio = useUnlockRunAudio();
  return (
    <InstructionsLayout
      frame={StepTestInstructionsIntro}
      steps={[
        `Use a bench or step ${benchHeightText(metric)} high.`,
        `Men: ${cadenceText('MALE')}. Women: ${cadenceText('FEMALE')}. One beat for each foot movement; the timer plays the metronome for you.`,
        'Step up-up-down-down: one foot up, the other foot up, the first foot down, the other foot down. The screen shows each movement (Up (left), Up (right), Down (left), Down (right)), alternating the feet.',
        'Keep stepping for 3 minutes, after a 3-second countdown.',
        'When the stepping stops, stay standing and find your pulse on the wrist or neck within 5 seconds.',
        'Count your pulses for 15 seconds. The heart rate is the count × 4; you enter the count on the results page.',
      ]}
      equipment={['16bench', 'metronome', 'stopwatch']}
      beginTo={ROUTE_PATHS.stepTestProgress}
      onBegin={unlockAudio}
    />
  );
}
