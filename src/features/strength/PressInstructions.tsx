// The 1RM instructions shared by bench press and leg press (spec §9 "Instruction texts").
import { InstructionsLayout } from '@/components/InstructionsLayout';
import type { PressTestConfig } from './pressTestConfigs';

export function PressInstructions({ press }: { press: PressTestConfig }) {
  return (
    <InstructionsLayout
      title={`${press.title} Instructions`}
      heading={`One-repetition maximum (1RM) ${press.name}`}
      intro={
        <p>
          Your 1RM is the heaviest weight you can {press.test === 'benchPress' ? 'press' : 'push'} once with good form.
          It is found within four trials, with 3-5 minutes of rest between them.
        </p>
      }
      steps={[
        'Warm up with a few easy repetitions at a light weight. Have a spotter or a tester beside you.',
        'Start the first trial at 50-70 % of the weight you think you can lift once.',
        `After a successful lift, rest 3-5 minutes, then increase the weight by ${press.increase} (${press.body}).`,
        'After a failed lift, rest 3-5 minutes and try a slightly lighter weight.',
        'Stop at the heaviest successful lift, within four trials: that weight is your 1RM.',
        'The next screen logs each trial and times the rest between trials.',
      ]}
      equipment={press.equipment}
      beginTo={press.routes.test}
    />
  );
}
